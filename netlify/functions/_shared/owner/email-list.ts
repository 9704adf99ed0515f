import type {EmailListAnswer, ListEntry} from '../../../../src/lib/api-contract/owner-answers'
import {subscribedCsv, subscribedRows} from '../../../../src/lib/owner/csv'
import {emailListIndex, listEntryOf} from '../email-list'
import {applySuppression, suppressedIds, suppressionIdsOf} from '../suppression'

const shown = (entries: (ListEntry | null)[]) => entries.filter((entry): entry is ListEntry => entry !== null)

/**
 * A page of the coach's list, newest first: captures and purchasers merged as they were listed on write, then the
 * suppression list's last word on each address of the page (an address unsubscribed after retention removed it).
 */
export async function emailListPage(cursor: string | undefined, limit: number): Promise<EmailListAnswer> {
  const {items, nextCursor, totals} = await emailListIndex.page(cursor, limit)
  return {
    entries: await applySuppression(shown(items.map(listEntryOf))),
    nextCursor,
    totals: {
      addresses: totals.addresses ?? 0,
      subscribed: totals.subscribed ?? 0,
      unsubscribed: totals.unsubscribed ?? 0,
    },
  }
}

/**
 * The export of the addresses still subscribed, as a stream: the header goes out at once, then the rows a page of
 * the list at a time (memory holds one page, whatever the list's size). The suppression list is listed once (ids
 * only); an address on it is left out. `exported` is called with the number of rows once the last one is written.
 */
export function subscribedCsvStream(exported: (rows: number) => Promise<unknown>): ReadableStream<Uint8Array> {
  const encoder = new TextEncoder()
  // A generator reads nothing until asked: the first page is read on the first pull, after the header went out.
  const pages = emailListIndex.oldestFirst()
  let suppressed: Set<string> | null = null
  let rows = 0
  return new ReadableStream<Uint8Array>({
    start(controller) {
      controller.enqueue(encoder.encode(subscribedCsv([])))
    },
    async pull(controller) {
      suppressed ??= await suppressedIds()
      const next = await pages.next()
      if (next.done) {
        await exported(rows)
        controller.close()
        return
      }
      const ids = suppressed
      const page = shown(next.value.map(listEntryOf)).filter(
        (entry) => !suppressionIdsOf(entry.email).some((id) => ids.has(id)),
      )
      rows += page.filter((entry) => !entry.unsubscribedAt).length
      if (page.length) controller.enqueue(encoder.encode(subscribedRows(page)))
    },
  })
}
