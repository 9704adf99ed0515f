import {TEST_REVIEWER_CODE} from '../support/reviewer-code'
import contact from '../../netlify/functions/contact.mts'
import couponsValidate from '../../netlify/functions/coupons-validate.mts'
import emailCapture from '../../netlify/functions/email-capture.mts'
import refundRequest from '../../netlify/functions/refund-request.mts'
import reviewerAccess from '../../netlify/functions/reviewer-access.mts'
import scheduleReminder from '../../netlify/functions/schedule-reminder.mts'
import subscribePush from '../../netlify/functions/subscribe-push.mts'
import symptomAssessment from '../../netlify/functions/symptom-assessment.mts'
import symptomTracking from '../../netlify/functions/symptom-tracking.mts'
import symptomScores from '../../netlify/functions/symptom-scores.mts'
import trackerKeyRecovery from '../../netlify/functions/tracker-key-recovery.mts'
import unsubscribe from '../../netlify/functions/unsubscribe.mts'
import unsubscribePush from '../../netlify/functions/unsubscribe-push.mts'
import verifyPurchase from '../../netlify/functions/verify-purchase.mts'
import {signAccessToken} from '../../netlify/functions/_shared/access-token'
import {call} from '../support/function-request'
import {REQUEST_FIELDS} from '../support/request-fields'

/**
 * The finding "some bad inputs still answer 500" (docs/threat-model.md): bodies of every shape (wrong types, huge, nested, odd strings,
 * not JSON) sent to the public functions answer 4xx, never 5xx. A seeded generator, so a failure repeats. A guard,
 * not the fast-check run of 10,000 bodies: it found no 5xx on this branch, so the review's cases are
 * still to be found and fixed.
 */
const SECRET = 'bad-inputs-secret-0123456789abcdef'
type Handler = Parameters<typeof call>[0]
const HANDLERS: Array<[string, Handler, string]> = [
  ['contact', contact, '/api/contact'],
  ['coupons-validate', couponsValidate, '/api/coupons/validate'],
  ['email-capture', emailCapture, '/api/email-capture'],
  ['refund-request', refundRequest, '/api/refund'],
  ['reviewer-access', reviewerAccess, '/api/reviewer-access'],
  ['schedule-reminder', scheduleReminder, '/api/schedule-reminder'],
  ['subscribe-push', subscribePush, '/api/subscribe-push'],
  ['symptom-assessment', symptomAssessment, '/api/symptom-assessment'],
  ['symptom-tracking', symptomTracking, '/api/symptom-tracking'],
  ['symptom-scores', symptomScores, '/api/symptom-tracking/scores'],
  ['tracker-key-recovery', trackerKeyRecovery, '/api/symptom-tracking/key-recovery'],
  ['unsubscribe', unsubscribe, '/api/unsubscribe'],
  ['unsubscribe-push', unsubscribePush, '/api/unsubscribe-push'],
  ['verify-purchase', verifyPurchase, '/api/verify-purchase'],
]

function generator(seed: number) {
  let state = seed >>> 0
  const next = () => (state = (state * 1664525 + 1013904223) >>> 0) / 2 ** 32
  const pick = <T>(items: T[]): T => items[Math.floor(next() * items.length)]
  const STRINGS = [
    '',
    ' ',
    'a@b',
    'x'.repeat(5000),
    '=cmd',
    '\u0000',
    '../..',
    '2026-02-30',
    '99:99',
    'Not/AZone',
    'https://fcm.googleapis.com/fcm/send/x',
    'http://127.0.0.1/',
    'null',
    '{}',
    '\ud800',
  ]
  const value = (depth: number): unknown => {
    const kind = pick(['string', 'number', 'bool', 'null', 'array', 'object', 'string'])
    if (kind === 'string') return pick(STRINGS)
    if (kind === 'number') return pick([0, -1, 1e308, Number.MAX_SAFE_INTEGER, 3.5, NaN])
    if (kind === 'bool') return next() < 0.5
    if (kind === 'null' || depth > 2) return null
    if (kind === 'array') return Array.from({length: Math.floor(next() * 3)}, () => value(depth + 1))
    return Object.fromEntries(
      Array.from({length: Math.floor(next() * 5)}, () => [pick(REQUEST_FIELDS), value(depth + 1)]),
    )
  }
  const rawBody = () => {
    const shape = next()
    if (shape < 0.1) return pick(['', 'not json', '{', '[1,2', '"just a string"', '123', 'null'])
    return JSON.stringify(value(0))
  }
  return {rawBody, pick, next}
}

describe('Bad inputs answer 4xx, never 5xx (docs/threat-model.md, seeded guard)', () => {
  let headersWithToken: Record<string, string>
  beforeAll(async () => {
    Object.assign(process.env, {
      ACCESS_TOKEN_SECRET: SECRET,
      REVIEWER_CODES: TEST_REVIEWER_CODE,
      SITE_URL: 'http://localhost:8888',
      MAIL_FROM: 'a@example.com',
      DEMO_MODE: 'true',
      SURVIVAL_GUIDE_URL: 'http://localhost/guide',
    })
    headersWithToken = {
      authorization: `Bearer ${await signAccessToken({role: 'reviewer', reviewerCode: TEST_REVIEWER_CODE}, SECRET)}`,
      'content-type': 'application/json',
    }
  })

  it.each(HANDLERS)('%s answers no 5xx to 150 generated bodies', async (_name, handler, path) => {
    const gen = generator(path.length * 7919)
    const fivexx: Array<{status: number; body: string}> = []
    for (let n = 0; n < 150; n += 1) {
      const rawBody = gen.rawBody()
      const headers = gen.next() < 0.5 ? headersWithToken : {'content-type': 'application/json'}
      const method = gen.pick(['POST', 'POST', 'POST', 'DELETE', 'GET'])
      const res = await call(handler, path, {method, rawBody: method === 'GET' ? undefined : rawBody, headers})
      if (res.status >= 500) fivexx.push({status: res.status, body: rawBody.slice(0, 200)})
    }
    expect(fivexx).toEqual([])
  })
})
