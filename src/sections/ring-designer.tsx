import { useTheme } from "@emotion/react"
import { graphql, navigate } from "gatsby"
import * as React from "react"
import { whatsappMessageHref } from "../contact/contact-links"
import { tallyFormUrl } from "../contact/tally"
import { COMMISSIONS_PATH, facetPath } from "../content/commission-facets"
import {
  CHOICES,
  DESIGN_PATH,
  MAX_LENGTH,
  bandOf,
  designFrom,
  designSearch,
  monthsFrom,
  pictureKey,
  priceOf,
  type Choice,
  type Design,
  type DesignPrices,
  offeredBy,
} from "../content/design"
import { formatBand } from "../content/price-format"
import { customizeEvent } from "../tracking/conversions"
import { setEnquiryDesign } from "../tracking/enquiry-design"
import { buttonStyles } from "../ui/button"
import { eyebrowStyles } from "../ui/eyebrow"
import { formatMonth } from "../ui/format-date"
import { Field, Radio, Select, TextArea, TextInput } from "../ui/form-controls"
import { Picture } from "../ui/picture"
import { Section } from "../ui/section"
import { SmartLink } from "../ui/smart-link"
import { useToast } from "../ui/toasts/toast-provider"
import { useHydrated } from "../ui/use-hydrated"
import { valueLabel, type Band, type FilterWords } from "./commission-words"

type Page = Queries.RingDesignerFieldsFragment
type Option = { value: string; label: string; description: string }

export interface RingDesignerProps {
  page: Page
  /** The commissions' words for the shape, setting, metal and stone (a brief and a piece speak alike). */
  words: FilterWords
  prices: DesignPrices
  bands: readonly Band[]
  /** The filter pages of /commissions/ there are ("shape/oval"): the pieces made like a design. */
  facetPages: readonly string[]
  /** The ring sizes a couple may choose: US sizes, as the ring-size guide's table lists them. */
  sizes: readonly { value: string; label: string }[]
  formId: string
  whatsapp: { number: string; label: string }
  /** The contact page, which the brief is sent to. */
  contactPath: string
  search: string
  /** When the page was built (ISO): the months "when you need it" offers start there until it is hydrated. */
  builtAt: string
}

const FACET_CHOICES = ["shape", "setting", "metal", "stone"] as const

/** Every group's options, in the page's order, each with its words. */
function optionsOf(page: Page, words: FilterWords): Record<Choice, Option[]> {
  const facet = (choice: (typeof FACET_CHOICES)[number]) =>
    page[choice].options.map(({ value, description }) => ({
      value,
      label: valueLabel(words, choice, value),
      description,
    }))
  return {
    shape: facet("shape"),
    setting: facet("setting"),
    metal: facet("metal"),
    stone: facet("stone"),
    carat: [...page.carat.options],
    band: [...page.band.options],
  }
}

/** The design in words: each choice's label, in order ("Oval, Halo, Platinum, ..."). */
export const designWords = (design: Design, options: Record<Choice, Option[]>) =>
  CHOICES.map(
    choice => options[choice].find(option => option.value === design[choice])?.label ?? design[choice]
  ).join(", ")

/**
 * The designer: one group of real radio buttons per choice, in the order a couple decides, then what
 * they may add; beside them the picture of exactly that ring and what it would cost. It is a form
 * without script (sent to the Tally form's own page, each choice a hidden field); with script the
 * picture and price follow each choice, the address keeps the design (no history entry per choice),
 * and sending opens the contact page with the brief.
 */
export function RingDesigner(props: RingDesignerProps) {
  const { page, words, prices, bands, facetPages, sizes, formId, whatsapp, contactPath, search, builtAt } =
    props
  const theme = useTheme()
  const notify = useToast()
  const options = React.useMemo(() => optionsOf(page, words), [page, words])
  const offered = React.useMemo(
    () => offeredBy(choice => options[choice].map(option => option.value)),
    [options]
  )
  // The page was built with the first of each; once hydrated, the address's design until one is chosen.
  const hydrated = useHydrated()
  const [chosen, setDesign] = React.useState<Design | null>(null)
  const addressed = React.useMemo(
    () =>
      designFrom(
        hydrated ? search : "",
        offered,
        sizes.map(size => size.value)
      ),
    [hydrated, search, offered, sizes]
  )
  const design = chosen ?? addressed
  // The build's months in the server's markup and the render that hydrates it (they must agree), then today's.
  const months = React.useMemo(
    () => monthsFrom(hydrated ? new Date() : new Date(builtAt), design.when),
    [hydrated, builtAt, design.when]
  )
  const customized = React.useRef(false)

  const pictures = React.useMemo(
    () => new Map(page.pictures.map(picture => [pictureKey(picture), picture])),
    [page.pictures]
  )
  const picture = pictures.get(pictureKey(design))
  const price = priceOf(design, prices)
  const band = price && bandOf(price, bands)
  const summary = designWords(design, options)
  const message = `${page.labels.whatsappMessage} ${summary}`

  // The brief goes with a Contact event from this page's WhatsApp link, and its Lead on the contact page.
  React.useEffect(() => {
    const choices = Object.fromEntries(CHOICES.map(choice => [choice, design[choice]]))
    setEnquiryDesign({ path: `${DESIGN_PATH}${designSearch(design)}`, named: summary, choices })
    return () => setEnquiryDesign(null)
  }, [design, summary])

  const change = (next: Design) => {
    setDesign(next)
    window.history.replaceState(window.history.state, "", designSearch(next))
    // One CustomizeProduct a page view, when the visitor first changes a choice.
    if (!customized.current) {
      customized.current = true
      customizeEvent(Object.fromEntries(CHOICES.map(choice => [choice, next[choice]])))
    }
  }
  const choose = (choice: Choice, value: string) => change({ ...design, [choice]: value })

  /** A picture the visitor may want next: fetched when they reach for the option that shows it. */
  const prefetch = (choice: Choice, value: string) => {
    const next = pictures.get(pictureKey({ ...design, [choice]: value }))
    const image = next?.src?.childImageSharp?.gatsbyImageData as
      { images: { sources?: { srcSet: string; type: string }[] } } | undefined
    const source =
      image?.images.sources?.find(candidate => candidate.type === "image/avif") ?? image?.images.sources?.[0]
    if (!source) return
    const preload = new Image()
    preload.sizes = SIZES(theme)
    preload.srcset = source.srcSet
  }

  const sendable = (event: React.FormEvent<HTMLFormElement>) => {
    event.preventDefault()
    void navigate(`${contactPath}${designSearch(design)}`)
  }
  const share = async () => {
    const url = window.location.href
    try {
      if (navigator.share) await navigator.share({ title: page.intro.heading, text: summary, url })
      else {
        await navigator.clipboard.writeText(url)
        notify({ message: page.labels.copied, duration: 4000 })
      }
    } catch {
      // The visitor closed the share sheet, or the clipboard is blocked: nothing to undo.
    }
  }
  const similar = FACET_CHOICES.flatMap(choice => {
    const path = `${choice}/${design[choice]}`
    return facetPages.includes(path)
      ? [{ label: valueLabel(words, choice, design[choice]), to: facetPath(choice, design[choice]) }]
      : []
  })

  return (
    <Section space={["xl", "section"]}>
      <form
        method="get"
        action={tallyFormUrl(formId)}
        onSubmit={sendable}
        css={t => ({
          display: "grid",
          gap: t.space.lg,
          [t.mq.lg]: {
            gridTemplateColumns: "minmax(0, 6fr) minmax(0, 5fr)",
            alignItems: "start",
            gap: t.space.xxl,
          },
        })}
      >
        <div
          css={t => ({
            // On a phone its parts are the form's own rows, so the picture can stay in view (sticky)
            // over every choice; on a wide screen the column stays beside the choices as a whole.
            display: "contents",
            [t.mq.lg]: {
              display: "grid",
              gap: t.space.lg,
              position: "sticky",
              top: `calc(${t.sizes.navHeight} + ${t.space.lg})`,
            },
          })}
        >
          <figure
            css={t => ({
              margin: 0,
              position: "sticky",
              top: t.sizes.navHeight,
              zIndex: 1,
              paddingBlock: t.space.sm,
              background: t.colors.ivory,
              [t.mq.lg]: { position: "static", padding: 0, background: "none" },
            })}
          >
            <div
              css={t => ({
                position: "relative",
                aspectRatio: "1",
                // A phone keeps room under it for the choices it follows.
                width: "min(100%, 42vh)",
                marginInline: "auto",
                borderRadius: t.radii.lg,
                overflow: "hidden",
                background: t.colors.sand,
                [t.mq.lg]: { width: "100%" },
              })}
            >
              {picture && <Picture key={pictureKey(design)} image={picture} sizes={SIZES(theme)} priority />}
              {price && (
                // The price in view with the picture while a phone scrolls the choices (the status
                // region under the picture says it to a screen reader).
                <span
                  aria-hidden="true"
                  css={t => ({
                    position: "absolute",
                    insetInlineStart: t.space.sm,
                    insetBlockEnd: t.space.sm,
                    padding: `${t.space.xxs} ${t.space.sm}`,
                    borderRadius: t.radii.pill,
                    background: t.colors.white,
                    fontSize: t.fontSizes.small,
                    fontWeight: t.fontWeights.semibold,
                    whiteSpace: "nowrap",
                    [t.mq.lg]: { display: "none" },
                  })}
                >
                  {formatBand(price.low, price.high)}
                </span>
              )}
            </div>
            <figcaption
              css={t => ({ marginTop: t.space.sm, fontSize: t.fontSizes.small, color: t.colors.inkSoft })}
            >
              {page.labels.picture}
            </figcaption>
          </figure>
          <div role="status" aria-live="polite" css={t => ({ display: "grid", gap: t.space.xs })}>
            <p css={eyebrowStyles}>{page.labels.summary}</p>
            <p data-design-summary="">{summary}</p>
            {price && (
              <>
                <p css={t => ({ ...eyebrowStyles(t), marginTop: t.space.sm })}>{page.labels.price}</p>
                <p
                  data-design-price=""
                  css={t => ({
                    fontFamily: t.fonts.display,
                    fontSize: t.fontSizes.h2,
                    lineHeight: t.lineHeights.tight,
                    fontVariantNumeric: "lining-nums",
                  })}
                >
                  {formatBand(price.low, price.high)}
                </p>
                <p css={t => ({ fontSize: t.fontSizes.small, color: t.colors.inkSoft })}>
                  {page.labels.includes}
                </p>
              </>
            )}
          </div>
          {band && (
            <p>
              {page.labels.band}{" "}
              <SmartLink
                to={facetPages.includes(`band/${band.id}`) ? facetPath("band", band.id) : COMMISSIONS_PATH}
              >
                {band.label}
              </SmartLink>
            </p>
          )}
          {similar.length > 0 && (
            <nav aria-labelledby="design-similar" css={t => ({ display: "grid", gap: t.space.xs })}>
              <p id="design-similar" css={eyebrowStyles}>
                {page.labels.similar}
              </p>
              <ul
                css={t => ({
                  display: "flex",
                  flexWrap: "wrap",
                  gap: t.space.sm,
                  margin: 0,
                  padding: 0,
                  listStyle: "none",
                })}
              >
                {similar.map(link => (
                  <li key={link.to}>
                    <SmartLink to={link.to}>{link.label}</SmartLink>
                  </li>
                ))}
              </ul>
            </nav>
          )}
        </div>

        <div
          css={t => ({
            display: "grid",
            gap: t.space.xl,
            // A control the keyboard reaches on a phone is scrolled clear of the picture held over it.
            "& :is(input, select, textarea)": { scrollMarginTop: `calc(42vh + ${t.space.xxl})` },
            [t.mq.lg]: { "& :is(input, select, textarea)": { scrollMarginTop: 0 } },
          })}
        >
          {CHOICES.map(choice => (
            <fieldset
              key={choice}
              css={t => ({ display: "grid", gap: t.space.sm, margin: 0, padding: 0, border: 0 })}
            >
              <legend css={t => ({ ...eyebrowStyles(t), padding: 0, marginBottom: t.space.sm })}>
                {page[choice].legend}
              </legend>
              <div
                css={t => ({
                  display: "grid",
                  gap: t.space.xs,
                  [t.mq.sm]: {
                    gridTemplateColumns: "repeat(2, minmax(0, 1fr))",
                    // An odd one out takes the whole row, never a half row beside nothing.
                    "& > :last-child:nth-of-type(odd)": { gridColumn: "1 / -1" },
                  },
                })}
              >
                {options[choice].map(option => (
                  <label
                    key={option.value}
                    onPointerEnter={() => prefetch(choice, option.value)}
                    onFocus={() => prefetch(choice, option.value)}
                    onTouchStart={() => prefetch(choice, option.value)}
                    css={t => ({
                      display: "grid",
                      gridTemplateColumns: "auto 1fr",
                      gap: `${t.space.xxs} ${t.space.sm}`,
                      alignItems: "start",
                      padding: t.space.md,
                      border: t.borders.hairline,
                      borderRadius: t.radii.md,
                      background: t.colors.white,
                      cursor: "pointer",
                      "&:has(:checked)": {
                        borderColor: t.colors.goldDeep,
                        boxShadow: `inset 0 0 0 1px ${t.colors.goldDeep}`,
                      },
                      "&:hover": { borderColor: t.colors.ink },
                    })}
                  >
                    <Radio
                      name={choice}
                      value={option.value}
                      checked={design[choice] === option.value}
                      onChange={() => choose(choice, option.value)}
                      css={{ marginTop: "0.2rem" }}
                    />
                    <span css={t => ({ fontWeight: t.fontWeights.semibold })}>{option.label}</span>
                    <span
                      css={t => ({ gridColumn: 2, fontSize: t.fontSizes.small, color: t.colors.inkSoft })}
                    >
                      {option.description}
                    </span>
                  </label>
                ))}
              </div>
            </fieldset>
          ))}

          <fieldset css={t => ({ display: "grid", gap: t.space.md, margin: 0, padding: 0, border: 0 })}>
            <legend css={t => ({ ...eyebrowStyles(t), padding: 0, marginBottom: t.space.sm })}>
              {page.optional.legend}
            </legend>
            <Field id="design-size" label={page.optional.size}>
              {ids => (
                <Select
                  {...ids}
                  name="size"
                  value={design.size ?? ""}
                  onChange={event => change({ ...design, size: event.target.value || undefined })}
                >
                  <option value="">{page.optional.notSure}</option>
                  {sizes.map(size => (
                    <option key={size.value} value={size.value}>
                      {size.label}
                    </option>
                  ))}
                </Select>
              )}
            </Field>
            <SmartLink to={page.optional.sizeGuide.to} css={t => ({ fontSize: t.fontSizes.small })}>
              {page.optional.sizeGuide.label}
            </SmartLink>
            <Field id="design-engraving" label={page.optional.engraving} hint={page.optional.engravingHint}>
              {ids => (
                <TextInput
                  {...ids}
                  name="engraving"
                  maxLength={MAX_LENGTH.engraving}
                  value={design.engraving ?? ""}
                  onChange={event => change({ ...design, engraving: event.target.value || undefined })}
                />
              )}
            </Field>
            <Field id="design-when" label={page.optional.when}>
              {ids => (
                // A list of months, not the browser's month box: Safari and Firefox on a laptop draw that as
                // a text box that takes only "2027-03", and drop anything else a couple writes.
                <Select
                  {...ids}
                  name="when"
                  value={design.when ?? ""}
                  onChange={event => change({ ...design, when: event.target.value || undefined })}
                >
                  <option value="">{page.optional.notSure}</option>
                  {months.map(month => (
                    <option key={month} value={month}>
                      {formatMonth(month)}
                    </option>
                  ))}
                </Select>
              )}
            </Field>
            <Field id="design-story" label={page.optional.story} hint={page.optional.storyHint}>
              {ids => (
                <TextArea
                  {...ids}
                  name="story"
                  maxLength={MAX_LENGTH.story}
                  value={design.story ?? ""}
                  onChange={event => change({ ...design, story: event.target.value || undefined })}
                />
              )}
            </Field>
          </fieldset>

          <div css={t => ({ display: "grid", gap: t.space.sm, justifyItems: "start" })}>
            <button type="submit" css={t => buttonStyles(t, "primary")}>
              {page.labels.send}
            </button>
            <p css={t => ({ fontSize: t.fontSizes.small, color: t.colors.inkSoft })}>
              {page.labels.sendNote}
            </p>
            <div css={t => ({ display: "flex", flexWrap: "wrap", gap: t.space.sm })}>
              <a
                href={whatsappMessageHref(whatsapp.number, message)}
                target="_blank"
                rel="noopener"
                css={t => buttonStyles(t, "secondary")}
              >
                {page.labels.whatsapp}
              </a>
              <button
                type="button"
                data-needs-script=""
                onClick={() => void share()}
                css={t => buttonStyles(t, "secondary")}
              >
                {page.labels.share}
              </button>
            </div>
          </div>
        </div>
      </form>
    </Section>
  )
}

/** The picture's width: the page's larger column on a wide screen, the page's column on a phone. */
const SIZES = (t: { breakpoints: { lg: number; xl: number }; sizes: { content: string; column: string } }) =>
  `(min-width: ${t.breakpoints.xl}px) ${Math.ceil((parseFloat(t.sizes.content) * 6) / 11)}rem, (min-width: ${t.breakpoints.lg}px) 54vw, ${t.sizes.column}`

export const fragment = graphql`
  fragment RingDesignerFields on DesignPage {
    intro {
      heading
    }
    shape {
      ...DesignGroupFields
    }
    setting {
      ...DesignGroupFields
    }
    metal {
      ...DesignGroupFields
    }
    stone {
      ...DesignGroupFields
    }
    carat {
      legend
      options {
        value
        label
        description
      }
    }
    band {
      legend
      options {
        value
        label
        description
      }
    }
    optional {
      legend
      size
      notSure
      sizeGuide {
        label
        to
      }
      engraving
      engravingHint
      when
      story
      storyHint
    }
    labels {
      picture
      price
      includes
      band
      similar
      summary
      send
      sendNote
      whatsapp
      whatsappMessage
      share
      copied
    }
    pictures {
      shape
      setting
      metal
      alt
      src {
        childImageSharp {
          gatsbyImageData(width: 720, aspectRatio: 1, breakpoints: [390, 720, 1080])
        }
      }
    }
  }

  fragment DesignGroupFields on DesignGroup {
    legend
    options {
      value
      description
    }
  }
`
