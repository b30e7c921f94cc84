export {}

declare global {
  interface Window {
    fbq?: { disablePushState?: boolean }
    ttq?: unknown[]
  }
}
