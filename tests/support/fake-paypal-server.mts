// Runs the fake PayPal REST API as a process for the browser tests (port and credentials from the env).
import {startFakePayPal} from './fake-paypal'

const fake = await startFakePayPal({
  clientId: process.env.PAYPAL_CLIENT_ID ?? '',
  clientSecret: process.env.PAYPAL_CLIENT_SECRET ?? '',
  port: Number(process.env.FAKE_PAYPAL_PORT),
})
console.log(`fake PayPal API on http://127.0.0.1:${fake.port}`)
for (const signal of ['SIGINT', 'SIGTERM'] as const)
  process.on(signal, () => void fake.close().then(() => process.exit(0)))
