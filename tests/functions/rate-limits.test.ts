import {execFileSync} from 'node:child_process'
import {readdirSync, readFileSync} from 'node:fs'
import path from 'node:path'

/**
 * Every function that checks a guessable code, sends mail or push, calls a payment provider, grows storage or
 * writes a public counter declares a Netlify rate limit. `netlify dev` does not enforce `config.rateLimit`, so this test checks the
 * declaration itself, read by Netlify's own bundler parser (a limit built at run time would not count).
 */
const FUNCTIONS_DIR = path.resolve('netlify/functions')

/** Named by hand: they check a guessable code, send mail, create provider tokens or write a public counter. */
const MUST_LIMIT = [
  'reviewer-access', // reviewer codes
  'coupons-validate', // coupon codes
  'verify-purchase', // payment ids and restore tokens
  'paypal-setup', // fetches a PayPal token per call
  'email-capture', // mails the guide
  'contact', // mails the coach
  'symptom-assessment', // the public usage counter
  'unsubscribe', // unsubscribe tokens
  'tracker-key-recovery', // mails a one-time link
  'reminder-mail', // mails a confirmation link (DECISIONS 39)
  'reminder-mail-confirm', // confirmation link tokens
  'create-payment-intent', // prices a coupon code: no rate limit made it a coupon oracle (docs/threat-model.md)
  'paypal-order', // likewise, and creates a PayPal order per call
  'test-reminder', // sends a push message or a mail per call
  'paypal-capture', // a PayPal token and a capture call per call
  'paypal-webhook', // a PayPal token and a signature verification per call, forged or not
  'subscribe-push', // grows storage
  'schedule-reminder', // grows storage and the sends of a run
  'symptom-tracking', // grows storage
  'symptom-scores', // grows storage: a save for a new address starts a tracking record
  'owner-mail-queue', // a retry mails, even behind the owner session
]

/** Reachable only by Netlify's scheduler or by a signed provider call; a per-IP limit would drop real events. */
const EXEMPT: Record<string, string> = {
  'stripe-webhook': 'Stripe signs every call; a limit would drop receipts during Stripe retries',
}

/** A function file whose source does any of these has a mail or money side effect anyone could trigger. */
const SIDE_EFFECTS = /\b(sendMail|refundOrder|resendReceipt)\b/

type RateLimit = {windowLimit: number; windowSize: number; aggregateBy: string[]}
type FunctionConfig = {path?: string[]; schedule?: string; rateLimit?: RateLimit}

const files = readdirSync(FUNCTIONS_DIR).filter((file) => /\.m?[tj]s$/.test(file))
const nameOf = (file: string) => file.replace(/\.m?[tj]s$/, '')
const configs: Record<string, FunctionConfig> = JSON.parse(
  execFileSync(
    process.execPath,
    [path.resolve('tests/support/function-configs.mjs'), ...files.map((file) => path.join(FUNCTIONS_DIR, file))],
    {encoding: 'utf8'},
  ),
)
const configOf = (name: string) => configs[files.find((file) => nameOf(file) === name) ?? '']

describe('rate limits declared on the functions', () => {
  it.each(MUST_LIMIT)('%s declares a per-IP and per-domain rate limit', (name) => {
    const config = configOf(name)
    expect(config).toBeDefined()
    expect(config.rateLimit).toEqual({
      windowLimit: expect.any(Number),
      windowSize: expect.any(Number),
      aggregateBy: ['ip', 'domain'],
    })
    const {windowLimit, windowSize} = config.rateLimit as RateLimit
    expect(Number.isInteger(windowLimit) && windowLimit > 0 && windowLimit <= 60).toBe(true)
    // Netlify accepts windows of up to 180 seconds.
    expect(windowSize > 0 && windowSize <= 180).toBe(true)
  })

  it('every HTTP function that sends mail or refunds declares one too (new functions included)', () => {
    const unlimited = files
      .map(nameOf)
      .filter((name) => !EXEMPT[name] && !configOf(name).schedule)
      .filter((name) =>
        SIDE_EFFECTS.test(
          readFileSync(path.join(FUNCTIONS_DIR, files.find((file) => nameOf(file) === name) as string), 'utf8'),
        ),
      )
      .filter((name) => !configOf(name).rateLimit)
    expect(unlimited).toEqual([])
  })
})
