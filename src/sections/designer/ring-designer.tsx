import { useTheme, type Theme } from "@emotion/react"
import { graphql, navigate } from "gatsby"
import * as React from "react"
import { tallyFormUrl } from "../../contact/tally"
import { facetPath } from "../../content/commissions/commission-facets"
import { CHOICES, bandOf, designSearch, priceOf, type Design, type DesignPrices } from "../../content/design"
import { designThumbnail, picturedDesign } from "../../content/design-pictures"
import { Section } from "../../ui/section"
import { valueLabel, type Band, type FilterWords } from "../commission-words"
import { ChoiceGroup } from "./choice-group"
import { optionsOf, pictureAlt, scaleOf, type DesignPageData } from "./design-options"
import { DesignRelated } from "./design-related"
import { DesignExtras } from "./design-extras"
import { DesignPreview, prefetchDesign, type DesignPreviewProps } from "./design-preview"
import { DesignNextSteps, DesignSummary } from "./design-summary"
import { PINNED_HEIGHT, PinnedSummary, usePinned } from "./pinned-summary"
import { useDesign } from "./use-design"

export interface RingDesignerProps {
  page: DesignPageData
  /** The commissions' words for the shape, setting, metal and stone (a brief and a piece speak alike). */
  words: FilterWords
  prices: DesignPrices
  bands: readonly Band[]
  /** The filter pages of /commissions/ there are ("shape/oval"): the pieces made like a design. */
  facetPages: readonly string[]
  /** The ring sizes a couple may choose: US sizes, as the ring-size guide's table lists them, with each one's diameter. */
  sizes: readonly { value: string; label: string; diameter: number }[]
  formId: string
  whatsapp: { number: string }
  /** The contact page, which the brief is sent to. */
  contactPath: string
  search: string
  /** When the page was built (ISO): the months "when you need it" offers start there until it is hydrated. */
  builtAt: string
  /** Where the build copied the builder's pictures, and which rings await theirs (src/node/design-pictures.ts). */
  pictures: { folder: string; awaiting: readonly string[] }
}

const FACET_CHOICES = ["shape", "setting", "metal", "stone"] as const

/** The picture's width: the laptop's column, capped by the screen's height; the page's column on a phone. */
const sizesFor = (t: Theme) => `(min-width: ${t.breakpoints.lg}px) 30rem, ${t.sizes.column}`

/**
 * "Design Your Ring": one group of real radio buttons per choice, in the order a couple decides, then
 * what they may add; the picture of exactly that ring, the stone at its true size, the price and the
 * next step kept in view beside them (a laptop) or pinned under them (a phone). A form without script
 * (sent to the Tally form's own page, each choice a field); with script the picture and price follow
 * each choice, the address keeps the design, and sending opens the contact page with the brief.
 */
export function RingDesigner(props: RingDesignerProps) {
  const { page, words, prices, bands, facetPages, sizes, formId, whatsapp, contactPath, search, builtAt } =
    props
  const SIZES = sizesFor(useTheme())
  const options = React.useMemo(() => optionsOf(page, words), [page, words])
  const values = React.useMemo(() => sizes.map(size => size.value), [sizes])
  const { design, summary, months, change, choose } = useDesign(options, search, values, builtAt)
  const price = priceOf(design, prices)
  const band = price && bandOf(price, bands)
  const aside = React.useRef<HTMLDivElement>(null)
  const form = React.useRef<HTMLFormElement>(null)
  const pinned = usePinned(aside, form)
  const { folder } = props.pictures
  const awaiting = React.useMemo(() => new Set(props.pictures.awaiting), [props.pictures.awaiting])
  const base = { band: options.band[0].value, stone: options.stone[0].value }
  const pictured = (shown: Design) => picturedDesign(shown, awaiting, base)

  const preview = (sized: string, priority: boolean): DesignPreviewProps => ({
    folder,
    design: pictured(design),
    alt: pictureAlt(pictured(design), options),
    sizes: sized,
    scale: scaleOf(design, options, sizes, page.labels, page.optional.typicalSize),
    priority,
  })
  return (
    <Section space={["xl", "section"]}>
      <form
        ref={form}
        method="get"
        action={tallyFormUrl(formId)}
        onSubmit={event => {
          event.preventDefault()
          void navigate(`${contactPath}${designSearch(design)}`)
        }}
        css={t => ({
          display: "grid",
          gap: t.space.xl,
          [t.mq.lg]: {
            gridTemplateColumns: "minmax(0, 5fr) minmax(0, 6fr)",
            alignItems: "start",
            gap: t.space.xxl,
          },
        })}
      >
        <div
          ref={aside}
          data-design-aside=""
          css={t => ({
            display: "grid",
            gap: t.space.md,
            [t.mq.lg]: { position: "sticky", top: `calc(${t.sizes.navHeight} + ${t.space.md})` },
          })}
        >
          <figure css={t => ({ display: "grid", gap: t.space.xs, margin: 0 })}>
            <DesignPreview
              {...preview(SIZES, true)}
              css={t => ({
                // beside the options on a laptop: as large as the screen leaves room for, with the
                // price and the send button under it
                [t.mq.lg]: { width: "min(100%, calc(100svh - 22rem))", marginInline: "auto" },
              })}
            />
            <figcaption css={t => ({ fontSize: t.fontSizes.small, color: t.colors.inkSoft })}>
              {page.labels.picture}
            </figcaption>
          </figure>
          <DesignSummary labels={page.labels} summary={summary} price={price} />
        </div>

        <div
          css={t => ({
            display: "grid",
            gap: t.space.xl,
            // room under the last option for the bar pinned at a phone's foot
            paddingBottom: `calc(${PINNED_HEIGHT} + ${t.space.md})`,
            "& :is(input, select, textarea)": {
              scrollMarginBottom: `calc(${PINNED_HEIGHT} + ${t.space.md})`,
            },
            [t.mq.lg]: { paddingBottom: 0 },
          })}
        >
          {CHOICES.map(choice => (
            <ChoiceGroup
              key={choice}
              choice={choice}
              legend={page[choice].legend}
              options={options[choice]}
              value={design[choice]}
              shape={design.shape}
              metal={design.metal}
              onChoose={value => choose(choice, value)}
              onIntent={value => prefetchDesign(folder, pictured({ ...design, [choice]: value }), SIZES)}
            />
          ))}
          <DesignExtras words={page.optional} design={design} sizes={sizes} months={months} change={change} />
          <DesignNextSteps
            labels={page.labels}
            heading={page.intro.heading}
            summary={summary}
            whatsapp={whatsapp}
          />
          <DesignRelated
            labels={page.labels}
            band={band}
            facetPages={facetPages}
            similar={FACET_CHOICES.filter(choice => facetPages.includes(`${choice}/${design[choice]}`)).map(
              choice => ({
                label: valueLabel(words, choice, design[choice]),
                to: facetPath(choice, design[choice]),
              })
            )}
          />
        </div>

        <PinnedSummary
          shown={pinned}
          thumbnail={designThumbnail(folder, pictured(design))}
          summary={summary}
          price={price}
          labels={page.labels}
        >
          <DesignPreview {...preview("min(100vw, 40rem)", false)} />
        </PinnedSummary>
      </form>
    </Section>
  )
}

/** @public */
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
        mm {
          shape
          length
          width
        }
      }
    }
    band {
      legend
      options {
        value
        label
        pictured
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
      typicalSize
    }
    labels {
      picture
      scale
      enlarge
      close
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
  }

  fragment DesignGroupFields on DesignGroup {
    legend
    options {
      value
      pictured
      description
    }
  }
`
