/** One Lighthouse run of one variant on one route, as ./lighthouse-ab.ts records it. */
export interface Run {
  round: number
  route: string
  variant: string
  metrics: Record<Metric, number>
  /** The largest paint's element, as Lighthouse names it. */
  lcpElement?: string
}

const COLUMNS = {
  lcp: "LCP ms",
  fcp: "FCP ms",
  tbt: "TBT ms",
  mainThread: "Main thread ms",
  longestTask: "Longest task ms",
  cls: "CLS",
  totalKiB: "Total KiB",
  scriptKiB: "Script KiB",
  imageKiB: "Image KiB",
  fontKiB: "Font KiB",
  requests: "Requests",
  score: "Score",
} as const
export type Metric = keyof typeof COLUMNS

/** The median of the runs that have the value: a run whose trace Lighthouse could not read has no timings (NaN). */
export function median(values: number[]): number {
  const sorted = values.filter(Number.isFinite).sort((a, b) => a - b)
  const mid = Math.floor(sorted.length / 2)
  return sorted.length % 2 ? sorted[mid] : (sorted[mid - 1] + sorted[mid]) / 2
}

const decimals = (metric: Metric) => (metric.endsWith("KiB") ? 1 : metric === "cls" ? 3 : 0)
const format = (metric: Metric, value: number) => value.toFixed(decimals(metric))
const signed = (metric: Metric, value: number) => `${value >= 0 ? "+" : ""}${format(metric, value)}`

/**
 * Medians per route and variant, each with its difference from the first
 * variant. Variants listed in `sameAsFirst` are the first build measured again:
 * their largest difference is the A/A spread, and a difference of another
 * variant at least twice that spread is set in bold (the keep rule).
 */
export function medianTable(
  runs: Run[],
  variants: string[],
  routes: string[],
  sameAsFirst: string[] = []
): string {
  const metrics = Object.keys(COLUMNS) as Metric[]
  return routes
    .map(route => {
      const medians = new Map(
        variants.map(variant => {
          const own = runs.filter(run => run.route === route && run.variant === variant)
          return [variant, Object.fromEntries(metrics.map(m => [m, median(own.map(run => run.metrics[m]))]))]
        })
      )
      const base = medians.get(variants[0])!
      const spread = Object.fromEntries(
        metrics.map(m => [m, Math.max(0, ...sameAsFirst.map(v => Math.abs(medians.get(v)![m] - base[m])))])
      )
      const rows = variants.map((variant, i) => {
        const own = medians.get(variant)!
        const cells = metrics.map(m => {
          if (i === 0) return format(m, own[m])
          const diff = own[m] - base[m]
          const clears =
            sameAsFirst.length > 0 &&
            !sameAsFirst.includes(variant) &&
            Math.abs(diff) >= 2 * spread[m] &&
            diff !== 0
          const text = `${format(m, own[m])} (${signed(m, diff)})`
          return clears ? `**${text}**` : text
        })
        return `| ${variant} | ${cells.join(" | ")} |`
      })
      const spreadRow =
        sameAsFirst.length > 0
          ? [`| A/A spread | ${metrics.map(m => format(m, spread[m])).join(" | ")} |`]
          : []
      return [
        `**${route}**`,
        "",
        `| Variant | ${metrics.map(m => COLUMNS[m]).join(" | ")} |`,
        `|---|${metrics.map(() => "---").join("|")}|`,
        ...rows,
        ...spreadRow,
        "",
      ].join("\n")
    })
    .join("\n")
}
