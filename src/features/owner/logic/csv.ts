import type {ListEntry} from '../../../lib/api-contract/owner-answers'

/**
 * RFC 4180: fields separated by commas, records by CRLF; a field holding a comma, quote, CR or LF is
 * quoted and its quotes doubled. A field a spreadsheet would run as a formula (starting with = + - @,
 * tab or CR) is prefixed with an apostrophe (OWASP's CSV-injection advice).
 */
export function csvField(value: string): string {
  const safe = /^[=+\-@\t\r]/.test(value) ? `'${value}` : value
  return /[",\r\n]/.test(safe) ? `"${safe.replace(/"/g, '""')}"` : safe
}

export const csvRow = (fields: string[]) => fields.map(csvField).join(',')

export const toCsv = (header: string[], rows: string[][]) => [header, ...rows].map(csvRow).join('\r\n') + '\r\n'

export const EMAIL_CSV_HEADER = ['email', 'sources', 'first_seen']

/** The export: only addresses still subscribed, oldest first. */
export function subscribedCsv(entries: ListEntry[]): string {
  const rows = entries
    .filter((entry) => !entry.unsubscribedAt)
    .sort((a, b) => a.firstSeen.localeCompare(b.firstSeen))
    .map((entry) => [entry.email, entry.sources.join('; '), entry.firstSeen])
  return toCsv(EMAIL_CSV_HEADER, rows)
}
