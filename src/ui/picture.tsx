import { GatsbyImage, withArtDirection, type IGatsbyImageData } from "gatsby-plugin-image"
import * as React from "react"

export interface PictureData {
  alt: string
  src: { childImageSharp: { gatsbyImageData: unknown } | null } | null
}

interface Props {
  image: PictureData
  /** The `sizes` attribute: how wide the picture is drawn at each breakpoint. */
  sizes: string
  /** Another framing of the picture for screens that match `media` (a hero's phone picture). */
  framing?: { media: string; image: { childImageSharp: { gatsbyImageData: unknown } | null } | null } | null
  priority?: boolean
  className?: string
}

/**
 * A content picture: AVIF/WebP/JPEG srcset, reserved space, a placeholder, alt text from the YAML;
 * drawn the moment it decodes, without a fade (`GlobalStyles`).
 */
export function Picture({ image, sizes, framing, priority = false, className }: Props) {
  const own = image.src?.childImageSharp?.gatsbyImageData as IGatsbyImageData | undefined
  const other = framing?.image?.childImageSharp?.gatsbyImageData as IGatsbyImageData | undefined
  const media = framing?.media
  // Art direction: each screen its own framing, chosen by the browser from <source media>.
  const data = React.useMemo(
    () => (own && other && media ? withArtDirection(own, [{ media, image: other }]) : own),
    [own, other, media]
  )
  // One object per picture, sizes and alt: gatsby-plugin-image redraws a picture whose data is a new
  // object, loading its client renderer (react-dom/server, ~75 KB) to do so, on any re-render of a
  // page that re-renders once hydrated (the ring designer); and it redraws only then, so a new alt
  // (the turntable's metal) must make a new object.
  const sized = React.useMemo(
    () =>
      data && {
        ...data,
        images: {
          ...data.images,
          sources: data.images.sources?.map(source => ({ ...source, sizes })),
          fallback: data.images.fallback && { ...data.images.fallback, sizes },
        },
      },
    // eslint-disable-next-line react-hooks/exhaustive-deps -- the alt is read by GatsbyImage's redraw
    [data, sizes, image.alt]
  )
  if (!sized) return null
  return (
    <GatsbyImage
      image={sized}
      alt={image.alt}
      loading={priority ? "eager" : "lazy"}
      // Lower-case: React 18 passes it through as the HTML attribute without a warning.
      {...(priority ? { fetchpriority: "high" } : {})}
      className={className}
    />
  )
}
