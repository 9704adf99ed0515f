/** Weeks start on Monday (UTC); a week is named by its Monday's date, yyyy-MM-dd. */
export function weekOf(iso: string | Date): string {
  const date = new Date(iso)
  const day = (date.getUTCDay() + 6) % 7
  return new Date(Date.UTC(date.getUTCFullYear(), date.getUTCMonth(), date.getUTCDate() - day))
    .toISOString()
    .slice(0, 10)
}

/** The last `count` weeks up to the week of `now`, oldest first. */
export function lastWeeks(now: Date, count: number): string[] {
  const current = new Date(`${weekOf(now)}T00:00:00Z`)
  return Array.from({length: count}, (_, i) =>
    new Date(current.getTime() - (count - 1 - i) * 7 * 86_400_000).toISOString().slice(0, 10),
  )
}

/** The last `count` UTC days up to `now`, oldest first. */
export function lastDays(now: Date, count: number): string[] {
  return Array.from({length: count}, (_, i) =>
    new Date(now.getTime() - (count - 1 - i) * 86_400_000).toISOString().slice(0, 10),
  )
}
