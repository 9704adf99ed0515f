import handler from '../../../netlify/functions/coupons-validate.mts'
import {couponApplies, pickCoupon} from '../../../netlify/functions/_shared/coupons'
import {withCouponDocuments} from '../../support/coupon-documents'
import {FAKE_SANITY_TOKEN, startFakeSanity} from '../../support/fake-sanity'
import {call} from '../../support/function-request'
import '../../support/fake-sanity-dns.cjs'

const validate = (body: unknown) => call(handler, '/api/coupons/validate', {body})

describe('POST /api/coupons/validate', () => {
  it.each([
    ['SAVE10', 10, 27],
    ['WELCOME15', 15, 22],
    ['NEWCLIENT20', 20, 17],
    ['HOLIDAY25', 25, 12],
  ])('accepts %s: $%i off, total $%i', async (code, amountOff, total) => {
    const res = await validate({code})
    expect(res.status).toBe(200)
    expect(res.body).toEqual({code, amountOff, total})
  })

  it('is case-insensitive and trims the input', async () => {
    const res = await validate({code: '  save10 '})
    expect(res.body).toEqual({code: 'SAVE10', amountOff: 10, total: 27})
  })

  it('answers 404 with a JSON error for an unknown code', async () => {
    const res = await validate({code: 'FREE100'})
    expect(res.status).toBe(404)
    expect(res.body).toEqual({error: 'Please check your coupon code and try again.', code: 'invalid_coupon'})
  })

  it('answers 400 for an empty code and 405 for GET', async () => {
    expect((await validate({code: '  '})).status).toBe(400)
    expect((await call(handler, '/api/coupons/validate', {method: 'GET'})).status).toBe(405)
  })

  it("reads the coach's coupon documents at request time (DECISIONS 41)", async () => {
    await withCouponDocuments([{_id: 'coupon-spring5', code: 'spring5', dollarsOff: 5, active: true}], async () => {
      expect((await validate({code: 'SPRING5'})).body).toEqual({code: 'SPRING5', amountOff: 5, total: 32})
      expect((await validate({code: 'SAVE10'})).status).toBe(404)
    })
  })

  it('applies a coupon only while it is active and between its start and end', async () => {
    const hour = 60 * 60 * 1000
    const at = (offset: number) => new Date(Date.now() + offset).toISOString()
    const coupons = [
      {_id: 'c-running', code: 'RUNNING', dollarsOff: 7, active: true, startsAt: at(-hour), endsAt: at(hour)},
      {_id: 'c-later', code: 'LATER', dollarsOff: 7, active: true, startsAt: at(hour)},
      {_id: 'c-ended', code: 'ENDED', dollarsOff: 7, active: true, endsAt: at(-hour)},
      {_id: 'c-off', code: 'OFF', dollarsOff: 7, active: false},
      {_id: 'drafts.c-draft', code: 'DRAFT', dollarsOff: 7, active: true},
      {_id: 'c-cents', code: 'CENTS', dollarsOff: 2.5, active: true},
    ]
    await withCouponDocuments(coupons, async () => {
      expect((await validate({code: 'running'})).body).toEqual({code: 'RUNNING', amountOff: 7, total: 30})
      for (const code of ['LATER', 'ENDED', 'OFF', 'DRAFT']) expect((await validate({code})).status).toBe(404)
      expect((await validate({code: 'CENTS'})).body).toEqual({code: 'CENTS', amountOff: 2.5, total: 34.5})
    })
  })

  it('the pure rule: a start is inclusive, an end exclusive', () => {
    const doc = {
      code: 'X1',
      dollarsOff: 1,
      active: true,
      startsAt: '2026-12-01T00:00:00Z',
      endsAt: '2026-12-02T00:00:00Z',
    }
    expect(couponApplies(doc, new Date('2026-11-30T23:59:59Z'))).toBe(false)
    expect(couponApplies(doc, new Date('2026-12-01T00:00:00Z'))).toBe(true)
    expect(couponApplies(doc, new Date('2026-12-01T23:59:59Z'))).toBe(true)
    expect(couponApplies(doc, new Date('2026-12-02T00:00:00Z'))).toBe(false)
    expect(pickCoupon([doc], ' x1 ', new Date('2026-12-01T12:00:00Z'))).toEqual({code: 'X1', amountOffCents: 100})
  })

  it('no coupon applies in production from the embedded demo content', async () => {
    const res = await call(handler, '/api/coupons/validate', {body: {code: 'SAVE10'}, deployContext: 'production'})
    expect(res.status).toBe(404)
  })

  describe('with a Sanity project', () => {
    let sanity: Awaited<ReturnType<typeof startFakeSanity>>
    const env = ['SANITY_PROJECT_ID', 'SANITY_DATASET', 'SANITY_READ_TOKEN', 'SANITY_API_HOST'] as const
    beforeAll(async () => {
      sanity = await startFakeSanity({
        sdl: '',
        documents: [
          {_id: 'coupon-summer', _type: 'coupon', code: 'SUMMER12', dollarsOff: 12, active: true},
          {_id: 'drafts.coupon-summer', _type: 'coupon', code: 'SUMMER12', dollarsOff: 30, active: true},
          {_id: 'coupon-save10', _type: 'coupon', code: 'SAVE10', dollarsOff: 10, active: false},
        ],
      })
      Object.assign(process.env, {
        SANITY_PROJECT_ID: 'fakeproject',
        SANITY_DATASET: 'production',
        SANITY_READ_TOKEN: FAKE_SANITY_TOKEN,
        SANITY_API_HOST: sanity.apiHost,
      })
    })
    afterAll(async () => {
      for (const name of env) delete process.env[name]
      await sanity.close()
    })

    it('reads the published coupons from the project, in production too', async () => {
      const res = await call(handler, '/api/coupons/validate', {body: {code: 'summer12'}, deployContext: 'production'})
      expect(res.body).toEqual({code: 'SUMMER12', amountOff: 12, total: 25})
      expect((await validate({code: 'SAVE10'})).status).toBe(404)
      expect(sanity.requests.some((line) => line.includes('/data/query/production'))).toBe(true)
    })
  })
})
