import handler from '../../netlify/functions/symptom-tracking.mts'
import {signAccessToken} from '../../netlify/functions/_shared/access-token'
import {store, STORES} from '../../netlify/functions/_shared/blobs'
import {emailKey} from '../../netlify/functions/_shared/email'
import {call} from '../support/function-request'

const SECRET = 'symptom-tracking-test-secret-0123456789'
let token: string

const entry = (email: string, date: string, hotFlashes = 3) => ({
  email,
  date,
  symptoms: {hotFlashes, sleep: 6.5, mood: 3, energy: 4},
  notes: 'Felt warm after lunch',
  mood: 3,
  sleep: 6.5,
})

const headers = (trackerKey?: string, withToken = true): Record<string, string> => ({
  ...(withToken ? {authorization: `Bearer ${token}`} : {}),
  ...(trackerKey ? {'x-tracker-key': trackerKey} : {}),
})
const save = (body: unknown, trackerKey?: string) => call(handler, '/api/symptom-tracking', {body, headers: headers(trackerKey)})
const read = (email: string, trackerKey?: string, date = '2026-03-31') =>
  call(handler, `/api/symptom-tracking?email=${encodeURIComponent(email)}&date=${date}`, {method: 'GET', headers: headers(trackerKey)})

describe('/api/symptom-tracking', () => {
  beforeAll(async () => {
    process.env.ACCESS_TOKEN_SECRET = SECRET
    token = await signAccessToken({role: 'reviewer'}, SECRET)
  })

  it('returns a tracker key on the first save and reads entries back only with it', async () => {
    const first = await save(entry('Reader@Example.com', '2026-03-01'))
    expect(first.status).toBe(201)
    expect(first.body.trackerKey).toMatch(/^[\w-]{40,}$/)
    const res = await read('reader@example.com', first.body.trackerKey)
    expect(res.status).toBe(200)
    expect(res.body).toEqual([{date: '2026-03-01', symptoms: {hotFlashes: 3, sleep: 6.5, mood: 3, energy: 4}, notes: 'Felt warm after lunch'}])
    expect(res.headers.get('cache-control')).toBe('private, no-store')
    // The key itself is never stored, only its hash.
    const stored = JSON.stringify(await store(STORES.tracking).get(emailKey('reader@example.com'), {type: 'json'}))
    expect(stored).not.toContain(first.body.trackerKey)
  })

  it('keeps one entry per date: a second save that day updates it', async () => {
    const {body} = await save(entry('daily@example.com', '2026-03-02', 5))
    const again = await save(entry('daily@example.com', '2026-03-02', 1), body.trackerKey)
    expect(again.status).toBe(200)
    expect(again.body).toEqual({ok: true})
    await save(entry('daily@example.com', '2026-03-03', 2), body.trackerKey)
    const res = await read('daily@example.com', body.trackerKey)
    expect(res.body.map((e: {date: string; symptoms: {hotFlashes: number}}) => [e.date, e.symptoms.hotFlashes])).toEqual([
      ['2026-03-02', 1],
      ['2026-03-03', 2],
    ])
    // Entries after the requested date are left out.
    expect((await read('daily@example.com', body.trackerKey, '2026-03-02')).body).toHaveLength(1)
  })

  it('refuses reads and writes without the key or with another email’s key', async () => {
    const mine = (await save(entry('mine@example.com', '2026-03-04'))).body.trackerKey
    const theirs = (await save(entry('theirs@example.com', '2026-03-04'))).body.trackerKey
    for (const res of [await read('mine@example.com'), await read('mine@example.com', theirs), await save(entry('mine@example.com', '2026-03-05'), theirs)]) {
      expect(res.status).toBe(403)
      expect(res.body.code).toBe('tracker_key_required')
    }
    expect((await read('mine@example.com', mine)).body).toHaveLength(1)
  })

  it('needs an access token for every method', async () => {
    for (const method of ['GET', 'POST', 'DELETE']) {
      const res = await call(handler, '/api/symptom-tracking?email=a@example.com', {method, body: method === 'POST' ? entry('a@example.com', '2026-03-01') : undefined, headers: headers(undefined, false)})
      expect(res.status).toBe(401)
      expect(res.body.code).toBe('access_required')
    }
  })

  it('deletes every entry with the key, and only with it', async () => {
    const key = (await save(entry('gone@example.com', '2026-03-06'))).body.trackerKey
    const refused = await call(handler, '/api/symptom-tracking?email=gone@example.com', {method: 'DELETE', headers: headers()})
    expect(refused.status).toBe(403)
    const res = await call(handler, '/api/symptom-tracking?email=gone@example.com', {method: 'DELETE', headers: headers(key)})
    expect(res.body).toEqual({deleted: true})
    expect(await store(STORES.tracking).get(emailKey('gone@example.com'))).toBeNull()
    expect((await read('gone@example.com', key)).body).toEqual([])
  })

  it.each([
    ['a missing email', {...entry('x@example.com', '2026-03-01'), email: undefined}, /email/],
    ['a bad date', entry('x@example.com', '03/01/2026'), /yyyy-MM-dd/],
    ['hot flashes above 20', entry('x@example.com', '2026-03-01', 21), /hotFlashes/],
    ['sleep off the half-hour step', {...entry('x@example.com', '2026-03-01'), symptoms: {hotFlashes: 0, sleep: 7.25, mood: 3, energy: 3}}, /sleep/],
    ['mood below 1', {...entry('x@example.com', '2026-03-01'), symptoms: {hotFlashes: 0, sleep: 7, mood: 0, energy: 3}}, /mood/],
  ])('answers 400 and stores nothing for %s', async (_case, body, message) => {
    const res = await save(body)
    expect(res.status).toBe(400)
    expect(res.body.error).toMatch(message)
    expect(await store(STORES.tracking).get(emailKey('x@example.com'))).toBeNull()
  })

  it('answers 405 to other methods', async () => {
    const res = await call(handler, '/api/symptom-tracking', {method: 'PUT', headers: headers()})
    expect(res.status).toBe(405)
  })
})
