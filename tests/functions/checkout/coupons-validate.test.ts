import handler from '../../../netlify/functions/coupons-validate.mts'
import {call} from '../../support/function-request'

const validate = (body: unknown) => call(handler, '/api/coupons/validate', {body})

describe('POST /api/coupons/validate', () => {
  afterEach(() => delete process.env.COUPONS)

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

  it('reads the codes from COUPONS when it is set', async () => {
    process.env.COUPONS = 'SPRING5=5'
    expect((await validate({code: 'spring5'})).body).toEqual({code: 'SPRING5', amountOff: 5, total: 32})
    expect((await validate({code: 'SAVE10'})).status).toBe(404)
  })
})
