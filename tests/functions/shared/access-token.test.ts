import {signAccessToken, verifyAccessToken, bearerToken} from '../../../netlify/functions/_shared/access-token'

const KEY = 'test-secret-0123456789abcdef0123456789'
const DAY_MS = 24 * 60 * 60 * 1000

describe('access tokens', () => {
  it('round-trips a purchaser token that never expires', async () => {
    const token = await signAccessToken({role: 'purchaser', purchaseId: 'pi_123'}, KEY, new Date('2025-01-01'))
    await expect(verifyAccessToken(token, KEY, new Date('2045-01-01'))).resolves.toEqual({
      role: 'purchaser',
      purchaseId: 'pi_123',
    })
  })

  it('expires reviewer tokens after 90 days and demo tokens after 1 day', async () => {
    const start = new Date('2025-01-01T00:00:00Z')
    const reviewer = await signAccessToken({role: 'reviewer'}, KEY, start)
    const demo = await signAccessToken({role: 'demo'}, KEY, start)
    await expect(verifyAccessToken(reviewer, KEY, new Date(start.getTime() + 89 * DAY_MS))).resolves.toEqual({
      role: 'reviewer',
    })
    await expect(verifyAccessToken(reviewer, KEY, new Date(start.getTime() + 91 * DAY_MS))).resolves.toBeNull()
    await expect(
      verifyAccessToken(demo, KEY, new Date(start.getTime() + 12 * 3600 * 1000), {allowDemo: true}),
    ).resolves.toEqual({role: 'demo'})
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
    await expect(verifyAccessToken(demo, KEY, new Date(), {allowDemo: true})).resolves.toEqual({role: 'demo'})
    // A token claiming 'demo' under the real key is not a demo token.
    const {SignJWT} = await import('jose')
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
    })
  })

  it('reads the bearer token of a request', () => {
    expect(bearerToken(new Request('http://x', {headers: {authorization: 'Bearer abc.def'}}))).toBe('abc.def')
    expect(bearerToken(new Request('http://x'))).toBeNull()
  })
})
