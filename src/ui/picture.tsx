import { GatsbyImage, type IGatsbyImageData } from "gatsby-plugin-image"
import * as React from "react"

export interface PictureData {
  alt: string
  src: { childImageSharp: { gatsbyImageData: unknown } | null } | null
}

interface Props {
  image: PictureData
  /** The `sizes` attribute: how wide the picture is drawn at each breakpoint. */
  sizes: string
  priority?: boolean
  className?: string
}

/*
 * gatsby-plugin-image draws every picture at opacity 0 and fades it in from
 * a script once decoded. That suits pictures further down; a priority picture
 * is above the fold, so it is shown the moment the browser can paint it.
 */
const shownAtOnce = { "& [data-main-image]": { opacity: "1 !important", transition: "none" } }

/** A content picture: AVIF/WebP/JPEG srcset, reserved space, a placeholder, alt text from the YAML. */
export function Picture({ image, sizes, priority = false, className }: Props) {
  const data = image.src?.childImageSharp?.gatsbyImageData as IGatsbyImageData | undefined
  if (!data) return null
  return (
    <GatsbyImage
      image={{
        ...data,
        images: {
          ...data.images,
          sources: data.images.sources?.map(source => ({ ...source, sizes })),
          fallback: data.images.fallback && { ...data.images.fallback, sizes },
        },
      }}
      alt={image.alt}
      loading={priority ? "eager" : "lazy"}
      // Lower-case: React 18 passes it through as the HTML attribute without a warning.
      {...(priority ? { fetchpriority: "high" } : {})}
      className={className}
      css={priority ? shownAtOnce : undefined}
    />
  )
}
