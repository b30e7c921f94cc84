/** Page queries return null for a missing file; the validator prevents that, this names the file if it happens. */
export function required<T>(value: T | null | undefined, file: string): T {
  if (value == null) throw new Error(`${file} is missing or empty`)
  return value
}
