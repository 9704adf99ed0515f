/** Dates in the coach's own time zone and a fixed English format. */
export const formatDateTime = (iso: string) =>
  new Date(iso).toLocaleString('en-US', {dateStyle: 'medium', timeStyle: 'short'})
export const formatDate = (isoDay: string) =>
  new Date(`${isoDay.slice(0, 10)}T00:00:00Z`).toLocaleDateString('en-US', {dateStyle: 'medium', timeZone: 'UTC'})

/** A calendar month named yyyy-MM, e.g. "March 2026". */
export const formatMonth = (month: string) =>
  new Date(`${month}-01T00:00:00Z`).toLocaleDateString('en-US', {month: 'long', year: 'numeric', timeZone: 'UTC'})

/** A content id ("hot-flashes") as words ("Hot flashes"). */
export const humanize = (id: string) => {
  const words = id.replace(/-/g, ' ')
  return words.charAt(0).toUpperCase() + words.slice(1)
}

const ORDER_KINDS: Record<string, string> = {stripe: 'Card order', paypal: 'PayPal order', demo: 'Demo order'}

/** An audit target in plain words: an order ("Card order") with its back-office link, or null for anything else. */
export function orderTarget(target: string | undefined, ordersPath: string): {label: string; href: string} | null {
  const kind = target ? ORDER_KINDS[target.split(':')[0]] : undefined
  if (!target || !kind) return null
  return {label: kind, href: `${ordersPath}?${new URLSearchParams({order: target})}`}
}
