import {TEST_REVIEWER_CODE} from '../support/reviewer-code'
import {existsSync, mkdirSync, readFileSync, rmSync, writeFileSync} from 'node:fs'
import path from 'node:path'
import handler from '../../netlify/functions/toolkit-content.mts'
import {decodeJwt, SignJWT} from 'jose'
import {signAccessToken, verifyAccessToken} from '../../netlify/functions/_shared/access-token'
import {contextKey} from '../../netlify/functions/_shared/keys'
import {ACCESS_RENEW_AFTER_DAYS, PURCHASER_TOKEN_DAYS} from '../../src/config/access'
import {ACCESS_TOKEN_RENEWED_HEADER} from '../../src/lib/api-contract/access'
import {markRefunded, recordOrder} from '../../netlify/functions/_shared/orders'
import {OWNER_SESSION_COOKIE} from '../../src/config/owner'
import {OWNER_PREMIUM_CONTENT_PATH, PREMIUM_CONTENT_FILE} from '../../src/config/premium'
import {call} from '../support/function-request'
import {getPremiumContent} from '../support/premium-content-file'
import {ownerCall, ownerEnv, signIn} from './owner/owner-support'

const SECRET = 'toolkit-content-test-secret-0123456789'

describe('GET /api/toolkit-content', () => {
  // A built file may be there already (from `npm run build`): put it back afterwards.
  const built = existsSync(PREMIUM_CONTENT_FILE) ? readFileSync(PREMIUM_CONTENT_FILE, 'utf8') : null
  afterAll(() => (built === null ? rmSync(PREMIUM_CONTENT_FILE) : writeFileSync(PREMIUM_CONTENT_FILE, built)))

  beforeAll(() => {
    process.env.ACCESS_TOKEN_SECRET = SECRET
    // The build writes this file; write a known one so the test does not depend on a build.
    mkdirSync(path.dirname(PREMIUM_CONTENT_FILE), {recursive: true})
    writeFileSync(PREMIUM_CONTENT_FILE, JSON.stringify({remedies: [{slug: 'maca'}], dailyStack: [{slug: 'nad'}]}))
  })

  const get = getPremiumContent

  it('answers premium content to the purchaser of a paid order, a reviewer, and a demo token in demo mode', async () => {
    const {order} = await recordOrder(
      {provider: 'stripe', providerId: 'pi_paid1', amountCents: 3700, currency: 'USD', coupon: null, email: null},
      new Date(),
    )
    process.env.DEMO_MODE = 'true'
    const tokens = [
      await signAccessToken({role: 'purchaser', purchaseId: order.id}, SECRET),
      await signAccessToken({role: 'reviewer', reviewerCode: TEST_REVIEWER_CODE}, SECRET),
      await signAccessToken({role: 'demo'}, SECRET),
    ]
    for (const token of tokens) {
      const res = await get(token, 'dev')
      expect(res.status).toBe(200)
      expect(res.body).toEqual({remedies: [{slug: 'maca'}], dailyStack: [{slug: 'nad'}]})
      expect(res.headers.get('cache-control')).toBe('private, no-store')
    }
    delete process.env.DEMO_MODE
  })

  it('refuses a purchaser token whose order does not exist', async () => {
    const res = await get(await signAccessToken({role: 'purchaser', purchaseId: 'stripe:pi_never_paid'}, SECRET))
    expect(res.status).toBe(401)
    expect(res.body.code).toBe('access_required')
  })

  it('refuses a missing, forged or expired token with 401', async () => {
    const forged = await signAccessToken({role: 'purchaser'}, 'not-the-server-secret-0123456789abcd')
    for (const token of [undefined, forged, 'garbage']) {
      const res = await get(token)
      expect(res.status).toBe(401)
      expect(res.body.code).toBe('access_required')
    }
    // An expired reviewer token says so, for the browser to explain.
    const expired = await signAccessToken(
      {role: 'reviewer', reviewerCode: TEST_REVIEWER_CODE},
      SECRET,
      new Date(Date.now() - 91 * 24 * 3600 * 1000),
    )
    expect((await get(expired)).body.code).toBe('access_expired')
  })

  describe('a purchaser token ends, and is renewed while she uses the toolkit', () => {
    const daysAgo = (days: number) => new Date(Date.now() - days * 24 * 3600 * 1000)
    const paidOrder = async (providerId: string) =>
      (
        await recordOrder(
          {provider: 'stripe', providerId, amountCents: 3700, currency: 'USD', coupon: null, email: null},
          new Date(),
        )
      ).order

    it(`ends ${PURCHASER_TOKEN_DAYS} days after it was signed, also one signed without an end`, async () => {
      const order = await paidOrder('pi_expiring1')
      const old = await signAccessToken(
        {role: 'purchaser', purchaseId: order.id},
        SECRET,
        daysAgo(PURCHASER_TOKEN_DAYS + 1),
      )
      expect((await get(old)).body.code).toBe('access_expired')
      // A token from before purchaser tokens had an end (no `exp`) ends by its age.
      const key = new Uint8Array(contextKey('access-token', {secret: SECRET, context: 'dev'}))
      const issuedAt = Math.floor(daysAgo(PURCHASER_TOKEN_DAYS + 1).getTime() / 1000)
      const endless = await new SignJWT({role: 'purchaser', pid: order.id})
        .setProtectedHeader({alg: 'HS256'})
        .setIssuer('menopause-mastery-toolkit')
        .setAudience('dev')
        .setIssuedAt(issuedAt)
        .sign(key)
      expect((await get(endless, 'dev')).body.code).toBe('access_expired')
      const recent = await new SignJWT({role: 'purchaser', pid: order.id})
        .setProtectedHeader({alg: 'HS256'})
        .setIssuer('menopause-mastery-toolkit')
        .setAudience('dev')
        .setIssuedAt()
        .sign(key)
      expect((await get(recent, 'dev')).status).toBe(200)
    })

    it(`answers a token ${ACCESS_RENEW_AFTER_DAYS} days old with its successor: the same order, a fresh end`, async () => {
      const order = await paidOrder('pi_renew1')
      const fresh = await signAccessToken({role: 'purchaser', purchaseId: order.id}, SECRET, daysAgo(1))
      const freshAnswer = await get(fresh)
      expect(freshAnswer.status).toBe(200)
      expect(freshAnswer.headers.get(ACCESS_TOKEN_RENEWED_HEADER)).toBeNull()

      const due = await signAccessToken(
        {role: 'purchaser', purchaseId: order.id},
        SECRET,
        daysAgo(ACCESS_RENEW_AFTER_DAYS),
      )
      const answer = await get(due)
      expect(answer.status).toBe(200)
      const renewed = answer.headers.get(ACCESS_TOKEN_RENEWED_HEADER)!
      const claims = await verifyAccessToken(renewed, SECRET)
      expect(claims).toMatchObject({role: 'purchaser', purchaseId: order.id})
      expect(Date.now() / 1000 - claims!.issuedAt!).toBeLessThan(60)
      expect(decodeJwt(renewed).exp! - decodeJwt(renewed).iat!).toBe(PURCHASER_TOKEN_DAYS * 24 * 3600)
      // The successor opens the content and is not renewed again.
      const next = await get(renewed)
      expect(next.status).toBe(200)
      expect(next.headers.get(ACCESS_TOKEN_RENEWED_HEADER)).toBeNull()
    })

    it('renews no reviewer token and no token of a refunded order', async () => {
      const reviewer = await signAccessToken({role: 'reviewer', reviewerCode: TEST_REVIEWER_CODE}, SECRET, daysAgo(30))
      const reviewed = await get(reviewer)
      expect(reviewed.status).toBe(200)
      expect(reviewed.headers.get(ACCESS_TOKEN_RENEWED_HEADER)).toBeNull()

      const order = await paidOrder('pi_renew_refunded')
      await markRefunded(order.id, new Date(), {by: 'purchaser', reason: 'test'})
      const due = await signAccessToken({role: 'purchaser', purchaseId: order.id}, SECRET, daysAgo(30))
      const refused = await get(due)
      expect(refused.status).toBe(403)
      expect(refused.body.code).toBe('order_refunded')
      expect(refused.headers.get(ACCESS_TOKEN_RENEWED_HEADER)).toBeNull()
    })
  })

  it('answers the owner view on the owner path with a signed-in owner session only (DECISIONS 30)', async () => {
    const env = await ownerEnv()
    try {
      const cookie = await signIn(env.smtp)
      const owner = await ownerCall(handler, OWNER_PREMIUM_CONTENT_PATH, {cookie})
      expect(owner.status).toBe(200)
      expect(owner.body).toEqual({remedies: [{slug: 'maca'}], dailyStack: [{slug: 'nad'}]})
      expect(owner.headers.get('cache-control')).toBe('private, no-store')
      // A forged or missing session is refused there; the session cookie opens nothing on the access path.
      for (const refused of [
        await ownerCall(handler, OWNER_PREMIUM_CONTENT_PATH, {cookie: `${OWNER_SESSION_COOKIE}=forged`}),
        await ownerCall(handler, OWNER_PREMIUM_CONTENT_PATH),
      ]) {
        expect(refused.status).toBe(401)
        expect(refused.body.code).toBe('owner_session_required')
      }
      const accessPath = await ownerCall(handler, '/api/toolkit-content', {cookie})
      expect(accessPath.status).toBe(401)
      expect(accessPath.body.code).toBe('access_required')
      // An access token does not open the owner path.
      const reviewer = await call(handler, OWNER_PREMIUM_CONTENT_PATH, {
        method: 'GET',
        headers: {
          authorization: `Bearer ${await signAccessToken({role: 'reviewer', reviewerCode: TEST_REVIEWER_CODE}, SECRET)}`,
        },
      })
      expect(reviewer.status).toBe(401)
    } finally {
      await env.close()
      process.env.ACCESS_TOKEN_SECRET = SECRET
    }
  })

  it('answers 500 naming the variable when the secret is missing in production', async () => {
    const saved = process.env.ACCESS_TOKEN_SECRET
    delete process.env.ACCESS_TOKEN_SECRET
    try {
      const res = await get('anything')
      expect(res.status).toBe(500)
      expect(res.body.error).toBe('Server is missing configuration: ACCESS_TOKEN_SECRET')
    } finally {
      process.env.ACCESS_TOKEN_SECRET = saved
    }
  })
})
