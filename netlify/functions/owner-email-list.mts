import type {Config} from '@netlify/functions'
import {API} from '../../src/lib/api-contract'
import {PageQuery} from '../../src/lib/api-contract/owner.schema'
import {answer, FUNCTION_RESPONSE_HEADERS, validate, withErrors} from './_shared/http'
import {audit} from './_shared/owner/audit'
import {emailListPage, subscribedCsvStream} from './_shared/owner/email-list'
import {guardOwnerRequest} from './_shared/owner/guard'

/**
 * The coach's list (captures + purchasers, unsubscribed and suppressed marked), a page at a time (`?cursor=&limit=`);
 * `.csv` streams those still subscribed.
 */
export default withErrors(async (req: Request) => {
  const guard = await guardOwnerRequest(req, API.ownerEmailList)
  if (guard.response) return guard.response
  const url = new URL(req.url)
  if (!url.pathname.endsWith('.csv')) {
    const query = validate(PageQuery, Object.fromEntries(url.searchParams))
    if (query.response) return query.response
    return answer(API.ownerEmailList, 'GET', 200, await emailListPage(query.data.cursor, query.data.limit))
  }

  const now = new Date()
  const csv = subscribedCsvStream((rows) => audit({action: 'csv-export', detail: `${rows} addresses`}, now))
  return new Response(csv, {
    headers: {
      ...FUNCTION_RESPONSE_HEADERS,
      'Content-Type': 'text/csv; charset=utf-8; header=present',
      'Content-Disposition': `attachment; filename="email-list-${now.toISOString().slice(0, 10)}.csv"`,
    },
  })
})

// Literals: Netlify reads the config from the source without running it.
export const config: Config = {path: ['/api/owner/email-list', '/api/owner/email-list.csv'], method: 'GET'}
