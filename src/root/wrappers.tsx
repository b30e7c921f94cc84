import type { EmotionCache } from "@emotion/cache"
import { CacheProvider, ThemeProvider } from "@emotion/react"
import type { PageProps } from "gatsby"
import * as React from "react"
import { Layout } from "../layout/layout"
import { ToastProvider } from "../ui/toasts/toast-provider"
import { theme } from "../theme/tokens"
import { adoptServerSheet } from "./emotion-styles"

interface WrapperArgs {
  element: React.ReactNode
}

/** Providers that outlive navigation: the theme and the toast queue. */
export const wrapRootElement = ({ element }: WrapperArgs) => (
  <ThemeProvider theme={theme}>
    <ToastProvider>{element}</ToastProvider>
  </ThemeProvider>
)

let browserCache: EmotionCache | undefined

/** In the browser, also the Emotion cache that adopts the server's styles where they stand (emotion-styles.ts). */
export const wrapRootElementInBrowser = (args: WrapperArgs) => (
  <CacheProvider value={(browserCache ??= adoptServerSheet())}>{wrapRootElement(args)}</CacheProvider>
)

/** The shared layout stays mounted across pages, so the menu and toasts keep their state. */
export const wrapPageElement = ({ element, props }: WrapperArgs & { props: PageProps }) => (
  <Layout pathname={props.location.pathname}>{element}</Layout>
)
