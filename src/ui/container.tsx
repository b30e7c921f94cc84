import * as React from "react"

interface Props extends React.HTMLAttributes<HTMLElement> {
  width?: "content" | "reading"
  /** The element to render: a plain box by default, or the landmark or paragraph that needs the measure. */
  as?: "div" | "nav" | "p"
}

/** Centres content at a comfortable measure with the page gutter. */
export function Container({ width = "content", as: Element = "div", children, ...rest }: Props) {
  return (
    <Element
      css={t => ({
        width: "100%",
        maxWidth: `calc(${t.sizes[width]} + 2 * ${t.space.gutter})`,
        marginInline: "auto",
        paddingInline: t.space.gutter,
      })}
      {...rest}
    >
      {children}
    </Element>
  )
}
