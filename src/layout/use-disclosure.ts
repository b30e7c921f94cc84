import * as React from "react"

/**
 * Open/closed state for the mobile menu: closes on navigation and on Escape,
 * returning focus to the toggle so keyboard users are never stranded.
 */
export function useDisclosure(pathname: string) {
  const [open, setOpen] = React.useState(false)
  const buttonRef = React.useRef<HTMLButtonElement>(null)

  React.useEffect(() => setOpen(false), [pathname])

  React.useEffect(() => {
    if (!open) return
    const onKey = (event: KeyboardEvent) => {
      if (event.key !== "Escape") return
      setOpen(false)
      buttonRef.current?.focus()
    }
    document.addEventListener("keydown", onKey)
    return () => document.removeEventListener("keydown", onKey)
  }, [open])

  return {
    open,
    buttonRef,
    toggle: () => setOpen(value => !value),
    close: () => setOpen(false),
  }
}
