/* Dates as the site writes them. */

const MONTHS = [
  "January",
  "February",
  "March",
  "April",
  "May",
  "June",
  "July",
  "August",
  "September",
  "October",
  "November",
  "December",
]

/**
 * "1 June 2025", as Singapore English writes it. Spelt out by hand: the first
 * toLocaleDateString on a page loads the browser's locale data during
 * hydration (docs/performance.md).
 */
export function formatDate(iso: string | null): string {
  if (!iso) return ""
  const [year, month, day] = iso.slice(0, 10).split("-").map(Number)
  return `${day} ${MONTHS[month - 1]} ${year}`
}

/** "March 2027", for a month as the ring designer's address writes it ("2027-03"). */
export function formatMonth(month: string): string {
  const [year, number] = month.split("-").map(Number)
  return `${MONTHS[number - 1]} ${year}`
}
