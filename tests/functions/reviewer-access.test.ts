import handler from '../../netlify/functions/reviewer-access.mts'
import {verifyAccessToken} from '../../netlify/functions/_shared/access-token'
import {call} from '../support/function-request'

const SECRET = 'reviewer-test-secret-0123456789abcdef'

describe('POST /api/reviewer-access', () => {
  const saved = {...process.env}
  beforeEach(() => {
    process.env.ACCESS_TOKEN_SECRET = SECRET
    process.env.REVIEWER_CODES = 'ALPHA-1, BETA-2,GAMMA-3,DELTA-4,EPSILON-5'
    delete process.env.DEMO_MODE
  })
  afterEach(() => {
    process.env = {...saved}
  })

  it('answers a reviewer token for a valid code, whatever its case', async () => {
    const res = await call(handler, '/api/reviewer-access', {body: {code: '  beta-2 '}})
    expect(res.status).toBe(200)
    expect(await verifyAccessToken(res.body.token, SECRET)).toEqual({role: 'reviewer'})
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
})
