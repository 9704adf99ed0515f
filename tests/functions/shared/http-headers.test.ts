import reviewerAccess from '../../../netlify/functions/reviewer-access.mts'
import stats from '../../../netlify/functions/stats.mts'
import toolkitContent from '../../../netlify/functions/toolkit-content.mts'
import {MissingConfigError} from '../../../netlify/functions/_shared/env'
import {errorResponse, json, parseBody, rejectMethod, withErrors} from '../../../netlify/functions/_shared/http'
import {z} from 'zod'
import {call} from '../../support/function-request'

/** Every JSON answer of the functions says nosniff and, unless it is public, no-store. */
const expectSecurityHeaders = (headers: Headers, cacheControl = 'no-store') => {
  expect(headers.get('x-content-type-options')).toBe('nosniff')
  expect(headers.get('cache-control')).toBe(cacheControl)
  expect(headers.get('content-type')).toMatch(/^application\/json/)
}

describe('security headers of function responses', () => {
  it('are on every answer of the shared helpers: success, error, 405, invalid JSON, invalid input, crash', async () => {
    expectSecurityHeaders(json(200, {ok: true}).headers)
    expectSecurityHeaders(errorResponse(404, 'Not here.', 'not_found').headers)
    const wrongMethod = rejectMethod(new Request('http://localhost/api/x', {method: 'GET'}), 'POST')
    expectSecurityHeaders(wrongMethod!.headers)
    expect(wrongMethod!.headers.get('allow')).toBe('POST')
    const badJson = await parseBody(new Request('http://localhost/api/x', {method: 'POST', body: '{'}), z.object({}))
    expectSecurityHeaders(badJson.response!.headers)
    const invalid = await parseBody(
      new Request('http://localhost/api/x', {method: 'POST', body: '{}'}),
      z.object({a: z.string()}),
    )
    expectSecurityHeaders(invalid.response!.headers)
    const spy = jest.spyOn(console, 'error').mockImplementation(() => undefined)
    const crashed = await withErrors(async () => {
      throw new Error('boom')
    })(new Request('http://localhost/api/x'), {})
    spy.mockRestore()
    expect(crashed.status).toBe(500)
    expectSecurityHeaders(crashed.headers)
    const unconfigured = await withErrors(async () => {
      throw new MissingConfigError('SOME_SECRET')
    })(new Request('http://localhost/api/x'), {})
    expectSecurityHeaders(unconfigured.headers)
  })

  it('keep a handler’s own Cache-Control and headers, and nosniff cannot be turned off', () => {
    const response = json(
      200,
      {},
      {'Cache-Control': 'public, max-age=300', 'X-Content-Type-Options': 'sniff-me', Allow: 'GET'},
    )
    expect(response.headers.get('cache-control')).toBe('public, max-age=300')
    expect(response.headers.get('x-content-type-options')).toBe('nosniff')
    expect(response.headers.get('allow')).toBe('GET')
  })

  it('are on real endpoints: a token answer and a refusal are no-store, the public counter keeps its cache time', async () => {
    const saved = {...process.env}
    process.env.ACCESS_TOKEN_SECRET = 'http-headers-test-secret-0123456789abcdef'
    process.env.REVIEWER_CODES = 'ALPHA-1,BETA-2,GAMMA-3,DELTA-4,EPSILON-5'
    try {
      const granted = await call(reviewerAccess, '/api/reviewer-access', {body: {code: 'ALPHA-1'}})
      expect(granted.status).toBe(200)
      expectSecurityHeaders(granted.headers)
      const refused = await call(reviewerAccess, '/api/reviewer-access', {body: {code: 'NOPE'}})
      expect(refused.status).toBe(401)
      expectSecurityHeaders(refused.headers)
      const premium = await call(toolkitContent, '/api/toolkit-content', {method: 'GET'})
      expect(premium.status).toBe(401)
      expectSecurityHeaders(premium.headers)
    } finally {
      process.env = saved
    }
    const counter = await call(stats, '/api/stats', {method: 'GET'})
    expectSecurityHeaders(counter.headers, 'public, max-age=300')
  })
})
