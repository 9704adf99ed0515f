import {ApiError, apiRequest} from '../../../src/lib/api-client'
import {getQueryFn} from '../../../src/lib/query-fn'

const respond = (status: number, body: string, statusText = '') =>
  jest.fn().mockResolvedValue(new Response(body || null, {status, statusText}))

describe('apiRequest', () => {
  afterEach(() => jest.restoreAllMocks())

  it('sends cookies and a JSON content type with a body', async () => {
    const fetchMock = respond(200, '{}')
    global.fetch = fetchMock
    await apiRequest('POST', '/api/x', {a: 1})
    expect(fetchMock).toHaveBeenCalledWith('/api/x', {
      method: 'POST',
      headers: {'Content-Type': 'application/json'},
      body: '{"a":1}',
      credentials: 'include',
    })
  })

  it('sends no content type without a body', async () => {
    const fetchMock = respond(200, '{}')
    global.fetch = fetchMock
    await apiRequest('GET', '/api/x')
    expect(fetchMock.mock.calls[0][1]).toEqual({method: 'GET', headers: {}, body: undefined, credentials: 'include'})
  })

  it('raises "{status}: {body}" for a non-OK answer', async () => {
    global.fetch = respond(400, '{"error":"bad"}', 'Bad Request')
    await expect(apiRequest('POST', '/api/x', {})).rejects.toThrow('400: {"error":"bad"}')
  })

  it('falls back to the status text when the body is empty', async () => {
    global.fetch = respond(503, '', 'Service Unavailable')
    const error = await apiRequest('GET', '/api/x').catch((e: unknown) => e)
    expect(error instanceof ApiError).toBe(true)
    expect((error as ApiError).message).toBe('503: Service Unavailable')
  })

  it('tells its errors from any other error, as instanceof does with a class', async () => {
    global.fetch = respond(500, 'null')
    const error = await apiRequest('GET', '/api/x').catch((e: unknown) => e)
    expect(error instanceof ApiError && error.status).toBe(500)
    expect((error as ApiError).details).toEqual({})
    expect(new Error('500: null') instanceof ApiError).toBe(false)
    expect({status: 500, name: 'ApiError'} instanceof ApiError).toBe(false)
  })

  it("exposes the server's error code", async () => {
    global.fetch = respond(404, '{"error":"Unknown coupon","code":"coupon_not_found"}')
    const error = (await apiRequest('POST', '/api/x', {}).catch((e: unknown) => e)) as ApiError
    expect(error.details.code).toBe('coupon_not_found')
  })
})

describe('getQueryFn', () => {
  const context = (queryKey: string[]) => ({queryKey, signal: new AbortController().signal, meta: undefined}) as never

  it('joins the query key with "/" as the URL and parses JSON', async () => {
    const fetchMock = respond(200, '{"n":1}')
    global.fetch = fetchMock
    await expect(getQueryFn({on401: 'throw'})(context(['/api', 'stats']))).resolves.toEqual({n: 1})
    expect(fetchMock).toHaveBeenCalledWith('/api/stats', {credentials: 'include'})
  })

  it('returns null on 401 where configured, throws otherwise', async () => {
    global.fetch = respond(401, 'no')
    await expect(getQueryFn({on401: 'returnNull'})(context(['/api/x']))).resolves.toBeNull()
    global.fetch = respond(401, 'no')
    await expect(getQueryFn({on401: 'throw'})(context(['/api/x']))).rejects.toThrow('401: no')
  })
})
