import * as React from "react"
import { TestimonialCard } from "../ui/testimonial-card"
import { Section } from "../ui/section"

export type StoryListProps = { stories: readonly Queries.TestimonialFieldsFragment[] }

/** Couples' stories in a two-column grid, each with the collection their piece came from. */
export function StoryList({ stories }: StoryListProps) {
  return (
    <Section>
      <ul
        css={t => ({
          display: "grid",
          gap: t.space.xl,
          margin: 0,
          padding: 0,
          listStyle: "none",
          [t.mq.md]: { gridTemplateColumns: "repeat(2, minmax(0, 1fr))" },
        })}
      >
        {stories.map(story => (
          <li key={story.title} css={{ display: "grid" }}>
            <TestimonialCard {...story} headingLevel="h2" />
          </li>
        ))}
      </ul>
    </Section>
  )
}
