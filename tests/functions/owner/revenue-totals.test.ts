import {randomBytes} from 'node:crypto'
import {listOrders} from '../../../netlify/functions/_shared/order-list'
import {ownerView} from '../../../netlify/functions/_shared/order-index'
import {
  markDisputed,
  markDisputeWon,
  markRefunded,
  recordDisputeFees,
  recordFee,
  recordOrder,
} from '../../../netlify/functions/_shared/orders'
import {pool} from '../../../netlify/functions/_shared/pool'
import {ensureOrderTotals, recountOrderTotals} from '../../../netlify/functions/_shared/order-totals'
import {revenueReportFor} from '../../../netlify/functions/_shared/revenue-totals'
import {revenueReport} from '../../../src/lib/owner/revenue'
import {ownerEnv} from './owner-support'

/**
 * Revenue's running totals (netlify/functions/_shared/revenue-totals.ts) kept by every write of an order: sales,
 * refunds, disputes, disputes won and fees arriving at once, then a recount from the orders gives the same report,
 * and both equal the report computed from every order (src/lib/owner/revenue.ts), in UTC and in a zone whose days
 * start on a quarter hour.
 */
const SALES = 40
const START = Date.parse('2026-02-27T18:00:00Z')

describe('revenue running totals', () => {
  let env: Awaited<ReturnType<typeof ownerEnv>>
  beforeAll(async () => {
    env = await ownerEnv()
  })
  afterAll(() => env.close())

  /** The report of each period from the totals, and from every order. */
  async function reports(now: Date) {
    const queries = [
      {period: 'all-time' as const},
      {from: '2026-02-27', to: '2026-03-03'},
      {from: '2026-02-28', to: '2026-03-01'},
    ]
    const orders = (await listOrders()).map(ownerView)
    const found = []
    for (const timeZone of ['UTC', 'Asia/Kathmandu', 'America/St_Johns'])
      for (const query of queries) {
        const kept = await revenueReportFor(query, now, timeZone)
        found.push({kept, counted: revenueReport(orders, kept.period)})
      }
    return found
  }

  it('equal a recount after sales, refunds, disputes and fees at once, with demo sales left out', async () => {
    const now = new Date('2026-03-04T12:00:00Z')
    // The first view builds the totals (none yet): every later write keeps them.
    await ensureOrderTotals(now)
    expect((await revenueReportFor({period: 'all-time'}, now, 'UTC')).totals.orders).toBe(0)

    const ids: string[] = []
    await pool([...Array(SALES).keys()], 8, async (n) => {
      const paidAt = new Date(START + n * 97 * 60_000) // every 97 minutes, across midnight in every zone
      const {order} = await recordOrder(
        {
          provider: n % 9 === 0 ? 'demo' : 'stripe',
          providerId: `pi_${randomBytes(8).toString('hex')}`,
          amountCents: n % 3 === 0 ? 3330 : 3700,
          currency: 'USD',
          coupon: n % 3 === 0 ? 'SAVE10' : null,
          email: `buyer-${n}@example.com`,
          ...(n % 9 === 0 ? {demo: true} : {}),
          ...(n % 4 === 0 ? {feeCents: 137} : {}),
          paidAt,
        },
        paidAt,
      )
      ids[n] = order.id
    })
    await Promise.all([
      pool(
        ids.filter((_, n) => n % 5 === 1),
        4,
        async (id) => void (await markRefunded(id, now, {by: 'owner', reason: 'asked'})),
      ),
      pool(
        ids.filter((_, n) => n % 7 === 2),
        4,
        async (id) => {
          await markDisputed(id, now, 'stripe')
          await recordDisputeFees(id, {txn_1: 1500})
        },
      ),
      pool(
        ids.filter((_, n) => n % 4 !== 0),
        4,
        async (id) => void (await recordFee(id, 141)),
      ),
    ])
    await pool(
      ids.filter((_, n) => n % 14 === 2),
      4,
      async (id) => void (await markDisputeWon(id, now)),
    )

    const kept = await reports(now)
    for (const {kept: report, counted} of kept) expect(report).toEqual(counted)
    // The demo sales: n = 0, 9, 18, 27, 36.
    const all = kept[0].kept
    expect(all.totals).toMatchObject({orders: SALES - 5, refunds: expect.any(Number), disputes: expect.any(Number)})
    expect(all.totals.refunds).toBeGreaterThan(0)
    expect(all.totals.disputes).toBeGreaterThan(0)
    expect(all.demoOrders).toBe(5)

    await recountOrderTotals(now)
    expect((await reports(now)).map(({kept: report}) => report)).toEqual(kept.map(({kept: report}) => report))
  }, 120_000)
})
