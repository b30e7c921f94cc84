import * as React from "react"

interface Props extends React.HTMLAttributes<HTMLDivElement> {
  width?: "content" | "reading"
}

/** Centres content at a comfortable measure with the page gutter. */
export function Container({ width = "content", children, ...rest }: Props) {
  return (
    <div
      css={t => ({
        width: "100%",
        maxWidth: `calc(${t.sizes[width]} + 2 * ${t.space.gutter})`,
        marginInline: "auto",
        paddingInline: t.space.gutter,
      })}
      {...rest}
    >
      {children}
    </div>
  )
}
