import {sourceLabel} from './email-list'
import type {ListEntry} from '../api-contract/owner-answers'

/** Byte-order mark: Excel reads the file as UTF-8 only with it (accented names otherwise come out garbled). */
export const UTF8_BOM = '\uFEFF'

/** An email address, or a phone number written with its + or - (what a list may hold and must keep intact). */
const EMAIL_ADDRESS = /^[^\s@"',;:<>()[\]\\=|]+@[^\s@"',;:<>()[\]\\=|]+\.[^\s@"',;:<>()[\]\\=|]+$/
const PHONE_NUMBER = /^[+-]?[0-9][0-9 ().-]{5,}[0-9]$/
export const isAddress = (value: string) => EMAIL_ADDRESS.test(value) || PHONE_NUMBER.test(value)

/** A cell a spreadsheet would run as a formula (OWASP CSV injection: = + - @, tab or CR first). */
const FORMULA_START = /^[=+\-@\t\r]/

/**
 * RFC 4180: fields separated by commas, records by CRLF; a field holding a comma, quote, CR or LF is
 * quoted and its quotes doubled. A field a spreadsheet would run as a formula is prefixed with an apostrophe
 * (OWASP's CSV-injection advice), unless it is a valid email address or phone number: `+1 555…` or
 * `-ann@example.com` is kept exactly as it is.
 */
export function csvField(value: string): string {
  const safe = FORMULA_START.test(value) && !isAddress(value) ? `'${value}` : value
  return /[",\r\n]/.test(safe) ? `"${safe.replace(/"/g, '""')}"` : safe
}

export const csvRow = (fields: string[]) => fields.map(csvField).join(',')

export const toCsv = (header: string[], rows: string[][]) => [header, ...rows].map(csvRow).join('\r\n') + '\r\n'

export const EMAIL_CSV_HEADER = ['email', 'status', 'consent', 'sources', 'first_seen']

/**
 * Rows of the export: only addresses still subscribed, oldest first, each with its status and how she consented (a
 * form she filled in, or the marketing opt-in she ticked at checkout). An export streams a page of the list at a
 * time: the first page with `subscribedCsv`, each later one with its rows.
 */
export const subscribedRows = (entries: ListEntry[]) =>
  entries
    .filter((entry) => !entry.unsubscribedAt)
    .sort((a, b) => a.firstSeen.localeCompare(b.firstSeen))
    .map(
      (entry) =>
        csvRow([entry.email, 'subscribed', consentOf(entry), entry.sources.join('; '), entry.firstSeen]) + '\r\n',
    )
    .join('')

/** The start of the export (UTF-8 with a BOM, then the header) with the rows of `entries`. */
export const subscribedCsv = (entries: ListEntry[]) => UTF8_BOM + toCsv(EMAIL_CSV_HEADER, []) + subscribedRows(entries)

/** How an address consented, in words: every source on the list is a consent she gave. */
export const consentOf = (entry: ListEntry) => entry.sources.map(sourceLabel).join('; ')
