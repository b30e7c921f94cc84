import { ThemeProvider } from "@emotion/react"
import { render, type RenderOptions } from "@testing-library/react"
import * as React from "react"
import { ToastProvider, Toasts } from "../../../src/ui/toasts/toast-provider"
import { theme } from "../../../src/theme/tokens"

type Options = Omit<RenderOptions, "wrapper">

function ThemeOnly({ children }: { children: React.ReactNode }) {
  return <ThemeProvider theme={theme}>{children}</ThemeProvider>
}

function ThemeAndToasts({ children }: { children: React.ReactNode }) {
  return (
    <ThemeProvider theme={theme}>
      <ToastProvider>
        {children}
        <Toasts />
      </ToastProvider>
    </ThemeProvider>
  )
}

/** Renders inside the site's theme, as wrapRootElement does. */
export const renderWithTheme = (ui: React.ReactElement, options?: Options) =>
  render(ui, { wrapper: ThemeOnly, ...options })

/** Renders inside the theme and the toast queue, with the notification region the layout draws. */
export const renderWithToasts = (ui: React.ReactElement, options?: Options) =>
  render(ui, { wrapper: ThemeAndToasts, ...options })
