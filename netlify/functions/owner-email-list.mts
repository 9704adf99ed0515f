import type {Config} from '@netlify/functions'
import {API} from '../../src/lib/api-contract'
import {subscribedCsv} from '../../src/lib/owner/csv'
import {mergeEmailList} from '../../src/lib/owner/email-list'
import {json, withErrors} from './_shared/http'
import {audit} from './_shared/owner/audit'
import {guardOwnerRequest} from './_shared/owner/guard'
import {listEmailCaptures, listOrders, ownerView} from './_shared/owner/sources'
import {applySuppression} from './_shared/suppression'

/** The coach's list (captures + purchasers, unsubscribed and suppressed marked); `.csv` downloads those still subscribed. */
export default withErrors(async (req: Request) => {
  const guard = await guardOwnerRequest(req, API.ownerEmailList)
  if (guard.response) return guard.response
  // The suppression list has the last word: an unsubscribed address stays out after retention removed its record.
  const entries = await applySuppression(mergeEmailList(await listEmailCaptures(), (await listOrders()).map(ownerView)))
  if (!new URL(req.url).pathname.endsWith('.csv')) return json(200, {entries})

  const now = new Date()
  const csv = subscribedCsv(entries)
  await audit({action: 'csv-export', detail: `${entries.filter((e) => !e.unsubscribedAt).length} addresses`}, now)
  return new Response(csv, {
    headers: {
      'Content-Type': 'text/csv; charset=utf-8; header=present',
      'Content-Disposition': `attachment; filename="email-list-${now.toISOString().slice(0, 10)}.csv"`,
      'Cache-Control': 'no-store',
      'X-Content-Type-Options': 'nosniff',
    },
  })
})

// Literals: Netlify reads the config from the source without running it.
export const config: Config = {path: ['/api/owner/email-list', '/api/owner/email-list.csv'], method: 'GET'}
