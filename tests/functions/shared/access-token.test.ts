import {milliseconds} from 'date-fns/milliseconds'
import {TEST_REVIEWER_CODE} from '../../support/reviewer-code'
import {createHash, hkdfSync} from 'node:crypto'
import {decodeJwt, SignJWT} from 'jose'
import {
  bearerToken,
  reviewerCodeId,
  signAccessToken,
  verifyAccessToken,
} from '../../../netlify/functions/_shared/access-token'
import {MissingConfigError} from '../../../netlify/functions/_shared/env'
import {PURCHASER_TOKEN_DAYS} from '../../../src/config/access'
import {contextKey, siteWideKey} from '../../../netlify/functions/_shared/keys'

const KEY = 'test-secret-0123456789abcdef0123456789'
const DAY_MS = milliseconds({days: 1})

describe('access tokens', () => {
  it(`round-trips a purchaser token, which ends ${PURCHASER_TOKEN_DAYS} days after it was signed`, async () => {
    const start = new Date('2025-01-01T00:00:00Z')
    const token = await signAccessToken({role: 'purchaser', purchaseId: 'pi_123'}, KEY, start)
    const daysOn = (days: number) => new Date(start.getTime() + days * DAY_MS)
    await expect(verifyAccessToken(token, KEY, daysOn(PURCHASER_TOKEN_DAYS - 1))).resolves.toEqual({
      role: 'purchaser',
      purchaseId: 'pi_123',
      issuedAt: start.getTime() / 1000,
    })
    await expect(verifyAccessToken(token, KEY, daysOn(PURCHASER_TOKEN_DAYS + 1))).resolves.toBeNull()
  })

  it('expires reviewer tokens after 90 days and demo tokens after 1 day', async () => {
    const start = new Date('2025-01-01T00:00:00Z')
    const reviewer = await signAccessToken({role: 'reviewer', reviewerCode: TEST_REVIEWER_CODE}, KEY, start)
    const demo = await signAccessToken({role: 'demo'}, KEY, start)
    await expect(verifyAccessToken(reviewer, KEY, new Date(start.getTime() + 89 * DAY_MS))).resolves.toEqual({
      role: 'reviewer',
      issuedAt: start.getTime() / 1000,
    })
    await expect(verifyAccessToken(reviewer, KEY, new Date(start.getTime() + 91 * DAY_MS))).resolves.toBeNull()
    await expect(
      verifyAccessToken(demo, KEY, new Date(start.getTime() + 12 * 3600 * 1000), {allowDemo: true}),
    ).resolves.toEqual({role: 'demo', issuedAt: expect.any(Number)})
    await expect(
      verifyAccessToken(demo, KEY, new Date(start.getTime() + 2 * DAY_MS), {allowDemo: true}),
    ).resolves.toBeNull()
  })

  it('refuses a token signed with another secret, a tampered token and garbage', async () => {
    const forged = await signAccessToken({role: 'purchaser'}, 'another-secret-0123456789abcdef012345')
    await expect(verifyAccessToken(forged, KEY)).resolves.toBeNull()
    const real = await signAccessToken({role: 'demo'}, KEY)
    const [header, , signature] = real.split('.')
    const payload = Buffer.from(JSON.stringify({role: 'purchaser', iss: 'menopause-mastery-toolkit'})).toString(
      'base64url',
    )
    await expect(verifyAccessToken(`${header}.${payload}.${signature}`, KEY)).resolves.toBeNull()
    await expect(verifyAccessToken('not-a-token', KEY)).resolves.toBeNull()
  })

  it('signs demo tokens with another key: valid only where demo tokens are allowed', async () => {
    const demo = await signAccessToken({role: 'demo'}, KEY)
    await expect(verifyAccessToken(demo, KEY)).resolves.toBeNull()
    await expect(verifyAccessToken(demo, KEY, new Date(), {allowDemo: true})).resolves.toEqual({
      role: 'demo',
      issuedAt: expect.any(Number),
    })
    // A token claiming 'demo' under the real key is not a demo token.
    const fake = await new SignJWT({role: 'demo'})
      .setProtectedHeader({alg: 'HS256'})
      .setIssuer('menopause-mastery-toolkit')
      .setIssuedAt()
      .sign(new TextEncoder().encode(KEY))
    await expect(verifyAccessToken(fake, KEY, new Date(), {allowDemo: true})).resolves.toBeNull()
    // A purchaser token is never read as a demo one.
    const purchaser = await signAccessToken({role: 'purchaser', purchaseId: 'stripe:pi_1'}, KEY)
    await expect(verifyAccessToken(purchaser, KEY, new Date(), {allowDemo: true})).resolves.toEqual({
      role: 'purchaser',
      purchaseId: 'stripe:pi_1',
      issuedAt: expect.any(Number),
    })
  })

  describe('every token is bound to the deploy context that issued it (docs/threat-model.md)', () => {
    const CONTEXTS = ['production', 'deploy-preview', 'branch-deploy', 'dev'] as const

    it.each(CONTEXTS)('a token issued by %s names it (aud) and verifies there only', async (issuer) => {
      const token = await signAccessToken({role: 'purchaser', purchaseId: 'stripe:pi_ctx'}, KEY, new Date(), {
        context: issuer,
      })
      expect(decodeJwt(token).aud).toBe(issuer)
      for (const verifier of CONTEXTS) {
        const claims = await verifyAccessToken(token, KEY, new Date(), {context: verifier})
        expect([verifier, claims]).toEqual([
          verifier,
          verifier === issuer ? {role: 'purchaser', purchaseId: 'stripe:pi_ctx', issuedAt: expect.any(Number)} : null,
        ])
      }
    })

    it('production refuses a token without an audience, or with its own audience under another context’s key', async () => {
      const unbound = await new SignJWT({role: 'purchaser', pid: 'stripe:pi_x'})
        .setProtectedHeader({alg: 'HS256'})
        .setIssuer('menopause-mastery-toolkit')
        .setIssuedAt()
        .sign(new TextEncoder().encode(KEY))
      expect(await verifyAccessToken(unbound, KEY, new Date(), {context: 'production'})).toBeNull()
      const previewKey = new Uint8Array(contextKey('access-token', {secret: KEY, context: 'deploy-preview'}))
      const relabelled = await new SignJWT({role: 'purchaser', pid: 'stripe:pi_x'})
        .setProtectedHeader({alg: 'HS256'})
        .setIssuer('menopause-mastery-toolkit')
        .setAudience('production')
        .setIssuedAt()
        .sign(previewKey)
      expect(await verifyAccessToken(relabelled, KEY, new Date(), {context: 'production'})).toBeNull()
    })

    it('derives a separate key per purpose and per context from the one secret (HKDF)', () => {
      const keys = (['access-token', 'demo-access-token', 'unsubscribe-link', 'owner-session'] as const).flatMap(
        (purpose) => CONTEXTS.map((context) => contextKey(purpose, {secret: KEY, context}).toString('hex')),
      )
      keys.push(siteWideKey('suppression-list', KEY).toString('hex'))
      expect(new Set(keys).size).toBe(keys.length)
      expect(contextKey('access-token', {secret: KEY, context: 'production'})).toEqual(
        Buffer.from(hkdfSync('sha256', KEY, 'menopause-mastery-toolkit/keys/v1', 'access-token|production', 32)),
      )
    })

    it('a deployed function that names no deploy context signs and verifies nothing (fail closed)', async () => {
      process.env.AWS_LAMBDA_FUNCTION_NAME = 'verify-purchase'
      try {
        await expect(signAccessToken({role: 'purchaser', purchaseId: 'x'}, KEY)).rejects.toThrow(MissingConfigError)
        process.env.CONTEXT = 'production'
        const token = await signAccessToken({role: 'purchaser', purchaseId: 'x'}, KEY)
        expect(decodeJwt(token).aud).toBe('production')
        // The request's context and the runtime's CONTEXT must agree.
        ;(globalThis as {Netlify?: unknown}).Netlify = {context: {deploy: {context: 'deploy-preview'}}}
        await expect(verifyAccessToken(token, KEY)).rejects.toThrow(MissingConfigError)
      } finally {
        delete process.env.AWS_LAMBDA_FUNCTION_NAME
        delete process.env.CONTEXT
        delete (globalThis as {Netlify?: unknown}).Netlify
      }
    })
  })

  it('a reviewer token names its code by a keyed hash: hashing guesses of the code finds nothing', async () => {
    const codes = process.env.REVIEWER_CODES
    try {
      process.env.REVIEWER_CODES = 'BETA-2'
      const token = await signAccessToken({role: 'reviewer', reviewerCode: 'beta-2'}, KEY)
      const {rc} = decodeJwt(token)
      const unkeyed = createHash('sha256').update('reviewer-code:BETA-2').digest('hex').slice(0, 32)
      expect(rc).not.toBe(unkeyed)
      expect(rc).not.toBe(reviewerCodeId('BETA-2', {key: 'another-secret-0123456789abcdef012345'}))
      expect(rc).not.toBe(reviewerCodeId('BETA-2', {key: KEY, context: 'production'}))
      // A token signed before, naming its code unkeyed, works until it ends (90 days), while its code is in force.
      const earlier = await new SignJWT({role: 'reviewer', rc: unkeyed})
        .setProtectedHeader({alg: 'HS256'})
        .setIssuer('menopause-mastery-toolkit')
        .setAudience('dev')
        .setIssuedAt()
        .setExpirationTime('90d')
        .sign(new Uint8Array(contextKey('access-token', {secret: KEY, context: 'dev'})))
      expect(await verifyAccessToken(earlier, KEY)).toEqual({role: 'reviewer', issuedAt: expect.any(Number)})
      process.env.REVIEWER_CODES = 'OTHER-2'
      expect(await verifyAccessToken(earlier, KEY)).toBeNull()
    } finally {
      process.env.REVIEWER_CODES = codes
    }
  })

  it('reviewer tokens name their code and stop working when the code is removed (docs/threat-model.md)', async () => {
    const token = await signAccessToken({role: 'reviewer', reviewerCode: 'press-preview-7 '}, KEY)
    expect(decodeJwt(token).rc).toBe(reviewerCodeId('PRESS-PREVIEW-7', {key: KEY}))
    expect(JSON.stringify(decodeJwt(token))).not.toContain('PRESS-PREVIEW-7')
    const codes = process.env.REVIEWER_CODES
    try {
      process.env.REVIEWER_CODES = 'PRESS-PREVIEW-7,OTHER-2'
      expect(await verifyAccessToken(token, KEY)).toEqual({role: 'reviewer', issuedAt: expect.any(Number)})
      process.env.REVIEWER_CODES = 'OTHER-2'
      expect(await verifyAccessToken(token, KEY)).toBeNull()
      // A reviewer token that names no code is refused.
      process.env.REVIEWER_CODES = 'PRESS-PREVIEW-7'
      expect(await verifyAccessToken(await signAccessToken({role: 'reviewer'}, KEY), KEY)).toBeNull()
    } finally {
      process.env.REVIEWER_CODES = codes
    }
  })

  it('reads the bearer token of a request', () => {
    expect(bearerToken(new Request('http://x', {headers: {authorization: 'Bearer abc.def'}}))).toBe('abc.def')
    expect(bearerToken(new Request('http://x'))).toBeNull()
  })
})
