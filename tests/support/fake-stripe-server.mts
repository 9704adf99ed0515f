// Runs the fake Stripe API as a process for the browser tests (port from FAKE_STRIPE_PORT).
import {startFakeStripe} from './fake-stripe'

const fake = await startFakeStripe(Number(process.env.FAKE_STRIPE_PORT))
console.log(`fake Stripe API on http://127.0.0.1:${fake.port}`)
for (const signal of ['SIGINT', 'SIGTERM'] as const)
  process.on(signal, () => void fake.close().then(() => process.exit(0)))
