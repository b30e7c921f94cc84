import { Global } from "@emotion/react"
import * as React from "react"

/**
 * A guide on paper: the text, its tables and the ring-size table, without the
 * site around it (navigation, footer, the WhatsApp button, notices), the list
 * of sections, the converter, the pictures or the closing call to action.
 */
export function GuidePrintStyles() {
  return (
    <Global
      styles={t => ({
        "@media print": {
          "@page": { margin: "14mm" },
          body: { background: t.colors.white, color: t.colors.ink, fontSize: "11pt" },
          "#gatsby-focus-wrapper > :not(main), [data-no-print], [data-guide-contents], .gatsby-image-wrapper":
            {
              display: "none !important",
            },
          "main section": { paddingBlock: "0 !important", background: "none !important" },
          "main section + section, main [data-size-chart]": { marginTop: t.space.lg },
          "h1, h2, h3": { breakAfter: "avoid" },
          "tr, [role=note]": { breakInside: "avoid" },
          "main [data-table-frame]": { overflow: "visible" },
          // Chromium splits a grid across pages badly (a table's last row over what follows): blocks on paper.
          "main [data-size-chart]": { display: "block !important" },
          "main [data-size-chart] > * + *": { marginTop: t.space.lg },
        },
      })}
    />
  )
}
