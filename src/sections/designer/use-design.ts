import * as React from "react"
import {
  CHOICES,
  DESIGN_PATH,
  designFrom,
  designSearch,
  monthsFrom,
  offeredBy,
  type Choice,
  type Design,
} from "../../content/design"
import { customizeEvent } from "../../tracking/conversions"
import { setEnquiryDesign } from "../../tracking/enquiry-design"
import { useHydrated } from "../../ui/use-hydrated"
import { designWords, type Options } from "./design-options"

export interface DesignState {
  design: Design
  /** Every choice in words, in order: the brief's summary. */
  summary: string
  /** The months "when you need it" offers. */
  months: string[]
  change: (next: Design) => void
  choose: (choice: Choice, value: string) => void
}

/**
 * The design a couple is making, and its address. The page is built with the first of each option;
 * once hydrated it shows the address's design until they choose, and each choice replaces the
 * address (no history entry per choice), so a shared link opens the same ring. The brief goes with a
 * Contact event from the page's WhatsApp link and its Lead on the contact page (setEnquiryDesign); one
 * CustomizeProduct a page view, when the couple first changes a choice.
 */
export function useDesign(
  options: Options,
  search: string,
  sizes: readonly string[],
  builtAt: string
): DesignState {
  const hydrated = useHydrated()
  const offered = React.useMemo(
    () => offeredBy(choice => options[choice].map(option => option.value)),
    [options]
  )
  const [chosen, setChosen] = React.useState<Design | null>(null)
  const addressed = React.useMemo(
    () => designFrom(hydrated ? search : "", offered, sizes),
    [hydrated, search, offered, sizes]
  )
  const design = chosen ?? addressed
  // The build's months in the server's markup and the render that hydrates it (they must agree), then today's.
  const months = React.useMemo(
    () => monthsFrom(hydrated ? new Date() : new Date(builtAt), design.when),
    [hydrated, builtAt, design.when]
  )
  const summary = designWords(design, options)

  React.useEffect(() => {
    const choices = Object.fromEntries(CHOICES.map(choice => [choice, design[choice]]))
    setEnquiryDesign({ path: `${DESIGN_PATH}${designSearch(design)}`, named: summary, choices })
    return () => setEnquiryDesign(null)
  }, [design, summary])

  const customized = React.useRef(false)
  const change = React.useCallback((next: Design) => {
    setChosen(next)
    window.history.replaceState(window.history.state, "", designSearch(next))
    if (!customized.current) {
      customized.current = true
      customizeEvent(Object.fromEntries(CHOICES.map(choice => [choice, next[choice]])))
    }
  }, [])
  const choose = React.useCallback(
    (choice: Choice, value: string) => change({ ...design, [choice]: value }),
    [change, design]
  )
  return { design, summary, months, change, choose }
}
