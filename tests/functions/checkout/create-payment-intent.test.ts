import handler from '../../../netlify/functions/create-payment-intent.mts'
import {call} from '../../support/function-request'
import {useFakeStripe, STRIPE_TEST_ENV} from '../../support/payment-env'

describe('POST /api/create-payment-intent', () => {
  let fake: Awaited<ReturnType<typeof useFakeStripe>>
  beforeAll(async () => (fake = await useFakeStripe()))
  afterAll(() => fake.close())

  const create = (body: unknown) => call(handler, '/api/create-payment-intent', {body})

  it('creates a USD intent for $37 with automatic payment methods and answers the publishable key', async () => {
    const res = await create({})
    expect(res.status).toBe(200)
    expect(res.body.total).toBe(37)
    expect(res.body.publishableKey).toBe(STRIPE_TEST_ENV.STRIPE_PUBLISHABLE_KEY)
    const intent = fake.intents.get(res.body.clientSecret.split('_secret_')[0])!
    expect(intent).toMatchObject({amount: 3700, currency: 'usd', automatic_payment_methods: {enabled: true}})
    expect(intent.metadata).toEqual({product: 'menopause-mastery-toolkit', coupon: '', price_cents: '3700'})
  })

  it('prices a coupon on the server and keeps it in the metadata', async () => {
    const res = await create({coupon: 'holiday25'})
    expect(res.body.total).toBe(12)
    const intent = fake.intents.get(res.body.clientSecret.split('_secret_')[0])!
    expect(intent.amount).toBe(1200)
    expect(intent.metadata.coupon).toBe('HOLIDAY25')
  })

  it('ignores an amount sent by the client', async () => {
    const res = await create({amount: 1})
    expect(res.body.total).toBe(37)
    expect(fake.createRequests.at(-1)!.form.amount).toBe('3700')
  })

  it('refuses an unknown coupon without creating an intent', async () => {
    const before = fake.createRequests.length
    const res = await create({coupon: 'NOPE'})
    expect(res.status).toBe(404)
    expect(res.body.code).toBe('invalid_coupon')
    expect(fake.createRequests).toHaveLength(before)
  })

  it('sends one idempotency key per attempt and price, so a retried attempt reuses its intent', async () => {
    const first = await create({attemptId: 'attempt-0001', coupon: 'SAVE10'})
    const retry = await create({attemptId: 'attempt-0001', coupon: 'SAVE10'})
    const otherPrice = await create({attemptId: 'attempt-0001'})
    expect(retry.body.clientSecret).toBe(first.body.clientSecret)
    expect(otherPrice.body.clientSecret).not.toBe(first.body.clientSecret)
    expect(fake.createRequests.at(-1)!.idempotencyKey).toBe('toolkit-attempt-0001-none-3700')
  })

  it('answers 503 payments_not_configured without Stripe keys', async () => {
    const saved = process.env.STRIPE_PUBLISHABLE_KEY
    delete process.env.STRIPE_PUBLISHABLE_KEY
    try {
      const res = await create({})
      expect(res.status).toBe(503)
      expect(res.body.code).toBe('payments_not_configured')
    } finally {
      process.env.STRIPE_PUBLISHABLE_KEY = saved
    }
  })
})
