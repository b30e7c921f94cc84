import type { EmotionCache } from "@emotion/cache"
import { CacheProvider, ThemeProvider } from "@emotion/react"
import type { PageProps } from "gatsby"
import * as React from "react"
import { Layout } from "../layout/layout"
import { ToastProvider } from "../ui/toasts/toast-provider"
import { theme } from "../theme/tokens"
import { createEmotionCache } from "./emotion-cache"

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

/** In the browser, also Emotion's cache, which takes over the server's sheets by their `data-emotion` ids. */
export const wrapRootElementInBrowser = (args: WrapperArgs) => (
  <CacheProvider value={(browserCache ??= createEmotionCache())}>{wrapRootElement(args)}</CacheProvider>
)

/** The shared layout stays mounted across pages, so the menu and toasts keep their state. */
export const wrapPageElement = ({ element, props }: WrapperArgs & { props: PageProps }) => (
  <Layout pathname={props.location.pathname}>{element}</Layout>
)
