import handler from '../../netlify/functions/reviewer-access.mts'
import {verifyAccessToken} from '../../netlify/functions/_shared/access-token'
import {REVIEWER_GRANTS_PER_DAY} from '../../netlify/functions/_shared/reviewer-grants'
import {call} from '../support/function-request'
import {fakeDate} from '../support/until'

const SECRET = 'reviewer-test-secret-0123456789abcdef'

describe('POST /api/reviewer-access', () => {
  const saved = {...process.env}
  beforeEach(() => {
    process.env.ACCESS_TOKEN_SECRET = SECRET
    process.env.REVIEWER_CODES = 'ALPHA-1, BETA-2,GAMMA-3,DELTA-4,EPSILON-5'
    delete process.env.DEMO_MODE
  })
  afterEach(() => {
    jest.useRealTimers()
    process.env = {...saved}
  })

  it('answers a reviewer token for a valid code, whatever its case', async () => {
    const res = await call(handler, '/api/reviewer-access', {body: {code: '  beta-2 '}})
    expect(res.status).toBe(200)
    expect(await verifyAccessToken(res.body.token, SECRET)).toEqual({role: 'reviewer', issuedAt: expect.any(Number)})
  })

  it('answers 401 invalid_code for an unknown code', async () => {
    const res = await call(handler, '/api/reviewer-access', {body: {code: 'NOPE'}})
    expect(res.status).toBe(401)
    expect(res.body).toEqual({error: 'That reviewer code is not valid.', code: 'invalid_code'})
  })

  it('answers 400 for a missing code', async () => {
    const res = await call(handler, '/api/reviewer-access', {body: {}})
    expect(res.status).toBe(400)
    expect(res.body.error).toMatch(/reviewer code/)
  })

  it('answers 500 naming the variable when the codes are not configured', async () => {
    delete process.env.REVIEWER_CODES
    const res = await call(handler, '/api/reviewer-access', {body: {code: 'ALPHA-1'}})
    expect(res.status).toBe(500)
    expect(res.body).toEqual({error: 'Server is missing configuration: REVIEWER_CODES', code: 'missing_config'})
  })

  it('answers 405 to other methods', async () => {
    const res = await call(handler, '/api/reviewer-access', {method: 'GET'})
    expect(res.status).toBe(405)
  })

  it('on a deploy, a code opens at most its day’s grants, asked at once or not; the next day, and another code, open again', async () => {
    process.env.CONTEXT = 'production'
    const date = fakeDate(new Date('2026-11-27T23:00:00Z'))
    const ask = (code: string) => call(handler, '/api/reviewer-access', {body: {code}})
    for (let grant = 0; grant < REVIEWER_GRANTS_PER_DAY - 3; grant++) expect((await ask('ALPHA-1')).status).toBe(200)
    // A code posted online, tried from many browsers at once: the count is a conditional write, so none slips past.
    const burst = await Promise.all(Array.from({length: 8}, () => ask('ALPHA-1')))
    expect(burst.filter((res) => res.status === 200)).toHaveLength(3)
    const refused = burst.filter((res) => res.status !== 200)
    expect(refused).toHaveLength(5)
    for (const res of refused)
      expect(res).toMatchObject({
        status: 429,
        body: {
          error: 'This reviewer code has reached its limit of new browsers for today.',
          code: 'reviewer_code_busy',
        },
      })
    expect((await ask('BETA-2')).status).toBe(200)
    // Past midnight UTC the count starts again.
    date.advance(2 * 60 * 60 * 1000)
    expect((await ask('alpha-1')).status).toBe(200)
  }, 60_000)

  it('a local run (`netlify dev`, the browser tests) has no cap: its stores outlive many runs a day', async () => {
    delete process.env.CONTEXT
    for (let grant = 0; grant <= REVIEWER_GRANTS_PER_DAY; grant++)
      expect((await call(handler, '/api/reviewer-access', {body: {code: 'GAMMA-3'}})).status).toBe(200)
  })
})
