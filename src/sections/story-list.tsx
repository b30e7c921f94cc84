import { useTheme } from "@emotion/react"
import * as React from "react"
import { TestimonialCard } from "../ui/testimonial-card"
import { Section } from "../ui/section"

export type StoryListProps = {
  stories: readonly Queries.TestimonialFieldsFragment[]
  /** Said before the name of the piece a story speaks of. */
  pieceLabel: string
}

/**
 * Couples' stories, two across from a tablet up (an odd one out in the middle under the pairs, as
 * wide as one of them), each with the collection their piece came from and, where the story speaks
 * of a piece, that piece: its picture over the words and the way to its page.
 */
export function StoryList({ stories, pieceLabel }: StoryListProps) {
  const { breakpoints, sizes } = useTheme()
  const pictureSizes = `(min-width: ${breakpoints.xl}px) ${parseFloat(sizes.content) / 2}rem, (min-width: ${breakpoints.md}px) 50vw, 100vw`
  return (
    <Section>
      <ul
        css={t => ({
          display: "grid",
          gap: t.space.xl,
          margin: 0,
          padding: 0,
          listStyle: "none",
          [t.mq.md]: {
            gridTemplateColumns: "repeat(2, minmax(0, 1fr))",
            "& > :last-child:nth-of-type(odd)": {
              gridColumn: "1 / -1",
              justifySelf: "center",
              width: `calc(50% - ${t.space.xl} / 2)`,
            },
          },
        })}
      >
        {stories.map((story, index) => (
          <li key={story.title} css={{ display: "grid" }}>
            <TestimonialCard
              {...story}
              headingLevel="h2"
              pieceLabel={pieceLabel}
              pictureSizes={pictureSizes}
              // The first story's picture is in a phone's first screen: fetched first.
              priority={index === 0}
            />
          </li>
        ))}
      </ul>
    </Section>
  )
}
