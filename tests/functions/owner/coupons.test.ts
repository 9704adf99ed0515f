import {mkdtempSync, rmSync, writeFileSync} from 'node:fs'
import {tmpdir} from 'node:os'
import path from 'node:path'
import couponsHandler from '../../../netlify/functions/owner-coupons.mts'
import {markRefunded, recordOrder} from '../../../netlify/functions/_shared/orders'
import {OWNER_API} from '../../../src/config/owner'
import {ownerCall, ownerEnv, signIn} from './owner-support'

/**
 * The back office's coupons, read where checkout reads them (here the embedded content of a demo run): each code,
 * live or not and why, and the orders that paid with it.
 */
const DAY = 24 * 60 * 60 * 1000
const iso = (offsetDays: number) => new Date(Date.now() + offsetDays * DAY).toISOString()
const COUPONS = [
  {_id: 'coupon-live', _type: 'coupon', code: 'spring5', dollarsOff: 5, active: true, endsAt: iso(10)},
  {_id: 'coupon-off', _type: 'coupon', code: 'OLD20', dollarsOff: 20, active: false},
  {_id: 'coupon-later', _type: 'coupon', code: 'LATER7', dollarsOff: 7, active: true, startsAt: iso(3)},
  {_id: 'coupon-over', _type: 'coupon', code: 'PAST9', dollarsOff: 9, active: true, endsAt: iso(-1)},
  {_id: 'coupon-blank', _type: 'coupon', code: 'NOAMOUNT', active: true},
  {_id: 'drafts.coupon-live', _type: 'coupon', code: 'DRAFT1', dollarsOff: 1, active: true},
]

describe('the coupons view of the back office', () => {
  let env: Awaited<ReturnType<typeof ownerEnv>>
  let cookie: string
  let dir: string
  beforeAll(async () => {
    env = await ownerEnv()
    cookie = await signIn(env.smtp)
    dir = mkdtempSync(path.join(tmpdir(), 'coupons-'))
    writeFileSync(path.join(dir, 'coupons.ndjson'), COUPONS.map((doc) => JSON.stringify(doc)).join('\n'))
    process.env.EMBEDDED_CONTENT_DIR = dir
    process.env.GATSBY_SANITY_STUDIO_URL = 'https://her-studio.sanity.studio/'
  })
  afterAll(async () => {
    delete process.env.EMBEDDED_CONTENT_DIR
    delete process.env.GATSBY_SANITY_STUDIO_URL
    rmSync(dir, {recursive: true, force: true})
    await env.close()
  })

  const order = async (id: string, coupon: string | null, state: 'paid' | 'pending' = 'paid') =>
    (
      await recordOrder(
        {
          provider: 'stripe',
          providerId: id,
          amountCents: 3200,
          currency: 'USD',
          coupon,
          email: `${id}@example.com`,
          state,
        },
        new Date(),
      )
    ).order

  it('needs her session', async () => {
    const res = await ownerCall(couponsHandler, OWNER_API.coupons)
    expect(res.status).toBe(401)
    expect(res.body).toEqual(expect.objectContaining({error: expect.any(String)}))
  })

  it('lists every published coupon, live first, with why the others do not apply, its uses and its Studio form', async () => {
    await order('pi_coupon_a', 'SPRING5')
    const refunded = await order('pi_coupon_b', 'spring5')
    await markRefunded(refunded.id, new Date(), {by: 'owner', reason: 'test'})
    await order('pi_coupon_c', 'SPRING5', 'pending')
    await order('pi_coupon_d', 'OLD20')
    await order('pi_coupon_e', null)

    const res = await ownerCall(couponsHandler, OWNER_API.coupons, {cookie})
    expect(res.status).toBe(200)
    expect(res.body.source).toBe('embedded')
    expect(
      res.body.coupons.map((c: {code: string; status: string; timesUsed: number}) => [c.code, c.status, c.timesUsed]),
    ).toEqual([
      // A paid and a refunded order used it; a pending payment did not.
      ['SPRING5', 'live', 2],
      ['LATER7', 'not-started', 0],
      ['OLD20', 'off', 1],
      ['PAST9', 'ended', 0],
      ['NOAMOUNT', 'incomplete', 0],
    ])
    expect(res.body.coupons[0]).toEqual({
      id: 'coupon-live',
      code: 'SPRING5',
      dollarsOff: 5,
      startsAt: null,
      endsAt: COUPONS[0].endsAt,
      status: 'live',
      timesUsed: 2,
      editUrl: 'https://her-studio.sanity.studio/intent/edit/id=coupon-live;type=coupon',
    })
  })

  it('answers 405 with a JSON error to anything but GET, and changes nothing', async () => {
    const res = await ownerCall(couponsHandler, OWNER_API.coupons, {method: 'POST', body: {code: 'X'}, cookie})
    expect(res.status).toBe(405)
    expect(res.body).toEqual(expect.objectContaining({error: expect.any(String)}))
  })
})
