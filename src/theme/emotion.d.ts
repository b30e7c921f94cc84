import "@emotion/react"
import type { AppTheme } from "./tokens"

declare module "@emotion/react" {
  // The theme's shape is declared once, in tokens.ts.
  // eslint-disable-next-line @typescript-eslint/no-empty-object-type
  export interface Theme extends AppTheme {}
}
