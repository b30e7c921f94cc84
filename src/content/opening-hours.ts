/*
 * Opening hours as data (content/site.yaml), and the one way they are written
 * out for visitors: "Tuesday to Saturday, 11am to 7pm, by appointment".
 * Pure functions, shared by the pages, the validator and the JSON-LD.
 */

export const WEEKDAYS = [
  "Monday",
  "Tuesday",
  "Wednesday",
  "Thursday",
  "Friday",
  "Saturday",
  "Sunday",
] as const
export type Weekday = (typeof WEEKDAYS)[number]

export interface OpeningPeriod {
  days: readonly string[]
  /** 24-hour "HH:MM". */
  opens: string
  closes: string
}

export interface OpeningHours {
  byAppointment: boolean
  periods: readonly OpeningPeriod[]
}

/** "Tuesday to Saturday" for a run of days, "Monday, Wednesday and Friday" otherwise. */
export function daysText(days: readonly string[]): string {
  const sorted = [...new Set(days)].sort(
    (a, b) => WEEKDAYS.indexOf(a as Weekday) - WEEKDAYS.indexOf(b as Weekday)
  )
  const runs: string[][] = []
  for (const day of sorted) {
    const run = runs[runs.length - 1]
    const previous = run?.[run.length - 1]
    if (run && WEEKDAYS.indexOf(day as Weekday) === WEEKDAYS.indexOf(previous as Weekday) + 1) run.push(day)
    else runs.push([day])
  }
  const parts = runs.flatMap(run => (run.length >= 3 ? [`${run[0]} to ${run[run.length - 1]}`] : run))
  return parts.length > 1
    ? `${parts.slice(0, -1).join(", ")} and ${parts[parts.length - 1]}`
    : (parts[0] ?? "")
}

/** "11:00" → "11am", "19:30" → "7.30pm", as Singapore English writes times. */
export function timeText(time: string): string {
  const [hours, minutes] = time.split(":").map(Number)
  const suffix = hours < 12 ? "am" : "pm"
  const hour = hours % 12 === 0 ? 12 : hours % 12
  return `${hour}${minutes ? `.${String(minutes).padStart(2, "0")}` : ""}${suffix}`
}

export function hoursText({ byAppointment, periods }: OpeningHours): string {
  const text = periods
    .map(period => `${daysText(period.days)}, ${timeText(period.opens)} to ${timeText(period.closes)}`)
    .join("; ")
  return byAppointment ? `${text}, by appointment` : text
}

/** Every day the atelier opens, as one phrase ("Tuesday to Saturday"). */
export const openDaysText = ({ periods }: OpeningHours): string =>
  daysText(periods.flatMap(period => period.days))
