import * as React from "react"
import type { Design } from "../../content/design"
import { DESIGN_WIDTHS, designSrcSet, designThumbnail } from "../../content/design-pictures"
import { StoneScale } from "./stone-scale"

/*
 * The ring a couple has chosen: the render of exactly that ring (shape, setting, metal, band and
 * stone), and beside it the stone at its true size on her finger, since every render shows a stone of
 * about one carat. The pictures are already encoded (src/content/design-pictures.ts): one <img> whose
 * address follows the design, in a square that never changes size as it does.
 */

export interface ScaleWords {
  /** "2 carats · 8.1 mm" */
  size: string
  /** "On a finger of ring size US 6" */
  finger: string
}

export interface DesignPreviewProps {
  folder: string
  design: Design
  alt: string
  sizes: string
  scale: React.ComponentProps<typeof StoneScale> & { words: ScaleWords }
  /** The page's largest picture: fetched first. */
  priority?: boolean
  className?: string
}

/** Fetch the picture of a design a couple reaches for, before they choose it. */
export function prefetchDesign(folder: string, design: Design, sizes: string) {
  const image = new Image()
  image.sizes = sizes
  image.srcset = designSrcSet(folder, design)
}

export function DesignPreview({
  folder,
  design,
  alt,
  sizes,
  scale,
  priority,
  className,
}: DesignPreviewProps) {
  const { words, ...drawn } = scale
  const largest = DESIGN_WIDTHS[DESIGN_WIDTHS.length - 1]
  return (
    <div
      className={className}
      css={t => ({
        position: "relative",
        aspectRatio: "1",
        borderRadius: t.radii.lg,
        overflow: "hidden",
        background: t.colors.sand,
      })}
    >
      <img
        data-design-picture=""
        src={designThumbnail(folder, design, DESIGN_WIDTHS[1])}
        srcSet={designSrcSet(folder, design)}
        sizes={sizes}
        alt={alt}
        width={largest}
        height={largest}
        decoding="async"
        loading={priority ? "eager" : "lazy"}
        {...(priority ? { fetchpriority: "high" } : {})}
        css={{ display: "block", width: "100%", height: "100%", objectFit: "cover" }}
      />
      <div
        data-design-scale=""
        css={t => ({
          position: "absolute",
          insetInlineStart: t.space.sm,
          insetBlockEnd: t.space.sm,
          display: "grid",
          gridTemplateColumns: "4.5rem auto",
          alignItems: "center",
          gap: t.space.xs,
          maxWidth: `calc(100% - 2 * ${t.space.sm})`,
          padding: `${t.space.xs} ${t.space.sm} ${t.space.xs} ${t.space.xs}`,
          borderRadius: t.radii.md,
          background: t.colors.ivoryVeil,
          fontSize: t.fontSizes.eyebrow,
          lineHeight: t.lineHeights.heading,
          color: t.colors.ink,
        })}
      >
        <StoneScale {...drawn} />
        <p>
          <span css={t => ({ display: "block", fontWeight: t.fontWeights.semibold })}>{words.size}</span>
          <span css={t => ({ color: t.colors.inkSoft })}>{words.finger}</span>
        </p>
      </div>
    </div>
  )
}
