import handler from '../../../netlify/functions/payment-status.mts'
import {call} from '../../support/function-request'
import {STRIPE_TEST_ENV} from '../../support/payment-env'

const KEYS = ['STRIPE_SECRET_KEY', 'STRIPE_PUBLISHABLE_KEY', 'PAYPAL_CLIENT_ID', 'PAYPAL_CLIENT_SECRET'] as const

describe('GET /api/payments/status', () => {
  const saved = Object.fromEntries(KEYS.map((key) => [key, process.env[key]]))
  afterEach(() => {
    for (const key of KEYS) {
      if (saved[key] === undefined) delete process.env[key]
      else process.env[key] = saved[key]
    }
  })

  it('answers 200 with no provider configured', async () => {
    for (const key of KEYS) delete process.env[key]
    const res = await call(handler, '/api/payments/status', {method: 'GET'})
    expect(res.status).toBe(200)
    expect(res.body).toEqual({card: false, paypal: false})
    expect(res.headers.get('cache-control')).toBe('no-store')
  })

  it('names the providers whose keys are set', async () => {
    Object.assign(process.env, STRIPE_TEST_ENV, {PAYPAL_CLIENT_ID: 'id', PAYPAL_CLIENT_SECRET: 'secret'})
    expect((await call(handler, '/api/payments/status', {method: 'GET'})).body).toEqual({card: true, paypal: true})
  })

  it('accepts only GET', async () => {
    expect((await call(handler, '/api/payments/status', {method: 'POST', body: {}})).status).toBe(405)
  })
})
