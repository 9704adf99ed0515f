import {milliseconds} from 'date-fns/milliseconds'
import {TEST_REVIEWER_CODE} from '../support/reviewer-code'
import {paidPurchaserToken} from '../support/purchaser'
import handler from '../../netlify/functions/symptom-tracking.mts'
import {signAccessToken} from '../../netlify/functions/_shared/access-token'
import {store, STORES} from '../../netlify/functions/_shared/blobs'
import {trackingRecordKey} from '../../netlify/functions/_shared/tracking'
import {latestTrackingDate, MAX_TRACKING_ENTRIES} from '../../src/lib/api-contract/tracking-limits'
import {API_ERRORS} from '../../src/lib/api-contract'
import {createHash} from 'node:crypto'
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
const save = (body: unknown, trackerKey?: string) =>
  call(handler, '/api/symptom-tracking', {body, headers: headers(trackerKey)})
const read = (email: string, trackerKey?: string, date = '2026-03-31') =>
  call(handler, `/api/symptom-tracking?date=${date}`, {
    method: 'GET',
    headers: {...headers(trackerKey), 'x-tracker-email': email},
  })

describe('/api/symptom-tracking', () => {
  beforeAll(async () => {
    process.env.ACCESS_TOKEN_SECRET = SECRET
    token = await paidPurchaserToken('pi_1', SECRET)
  })

  it('returns a tracker key on the first save and reads entries back only with it', async () => {
    const first = await save(entry('Reader@Example.com', '2026-03-01'))
    expect(first.status).toBe(201)
    expect(first.body.trackerKey).toMatch(/^[\w-]{40,}$/)
    const res = await read('reader@example.com', first.body.trackerKey)
    expect(res.status).toBe(200)
    expect(res.body).toEqual([
      {
        date: '2026-03-01',
        symptoms: {hotFlashes: 3, sleep: 6.5, mood: 3, energy: 4},
        notes: 'Felt warm after lunch',
        bleeding: false,
        bleedingOnHrt: false,
        notesForDoctor: false,
      },
    ])
    expect(res.headers.get('cache-control')).toBe('private, no-store')
    // The key itself is never stored, only its hash.
    const stored = JSON.stringify(
      await store(STORES.tracking).get(trackingRecordKey('order:stripe:pi_1', 'reader@example.com'), {type: 'json'}),
    )
    expect(stored).not.toContain(first.body.trackerKey)
  })

  it('keeps one entry per date: a second save that day updates it', async () => {
    const {body} = await save(entry('daily@example.com', '2026-03-02', 5))
    const again = await save(entry('daily@example.com', '2026-03-02', 1), body.trackerKey)
    expect(again.status).toBe(200)
    expect(again.body).toEqual({ok: true})
    await save(entry('daily@example.com', '2026-03-03', 2), body.trackerKey)
    const res = await read('daily@example.com', body.trackerKey)
    expect(
      res.body.map((e: {date: string; symptoms: {hotFlashes: number}}) => [e.date, e.symptoms.hotFlashes]),
    ).toEqual([
      ['2026-03-02', 1],
      ['2026-03-03', 2],
    ])
    // Entries after the requested date are left out.
    expect((await read('daily@example.com', body.trackerKey, '2026-03-02')).body).toHaveLength(1)
  })

  it('refuses reads and writes without the key or with another email’s key', async () => {
    const mine = (await save(entry('mine@example.com', '2026-03-04'))).body.trackerKey
    const theirs = (await save(entry('theirs@example.com', '2026-03-04'))).body.trackerKey
    for (const res of [
      await read('mine@example.com'),
      await read('mine@example.com', theirs),
      await save(entry('mine@example.com', '2026-03-05'), theirs),
    ]) {
      expect(res.status).toBe(403)
      expect(res.body.code).toBe('tracker_key_required')
    }
    expect((await read('mine@example.com', mine)).body).toHaveLength(1)
  })

  it('needs an access token for every method', async () => {
    for (const method of ['GET', 'POST', 'DELETE']) {
      const res = await call(handler, '/api/symptom-tracking', {
        method,
        body: method === 'POST' ? entry('a@example.com', '2026-03-01') : undefined,
        headers: {...headers(undefined, false), 'x-tracker-email': 'a@example.com'},
      })
      expect(res.status).toBe(401)
      expect(res.body.code).toBe('access_required')
    }
  })

  it('refuses an address in the URL (logs and history keep URLs) and changes nothing', async () => {
    const key = (await save(entry('in-url@example.com', '2026-03-04'))).body.trackerKey
    for (const method of ['GET', 'POST', 'DELETE']) {
      const res = await call(handler, '/api/symptom-tracking?email=in-url%40example.com', {
        method,
        body: method === 'POST' ? entry('in-url@example.com', '2026-03-05') : undefined,
        headers: headers(key),
      })
      expect(res.status).toBe(400)
      expect(res.body).toEqual({error: API_ERRORS.emailInUrl.error, code: API_ERRORS.emailInUrl.code})
    }
    expect((await read('in-url@example.com', key)).body.map((e: {date: string}) => e.date)).toEqual(['2026-03-04'])
  })

  it('keeps bleeding or spotting, a bleed unexpected on HRT and notes marked for her doctor, and reads entries saved before them as false', async () => {
    const {body} = await save({
      ...entry('spotting@example.com', '2026-03-03'),
      bleeding: true,
      bleedingOnHrt: true,
      notesForDoctor: true,
    })
    const recordKey = trackingRecordKey('order:stripe:pi_1', 'spotting@example.com')
    const record = (await store(STORES.tracking).get(recordKey, {type: 'json'})) as {entries: Record<string, object>}
    // An entry as it was stored before the two fields existed.
    record.entries['2026-03-02'] = {
      date: '2026-03-02',
      symptoms: {hotFlashes: 1, sleep: 7, mood: 4, energy: 4},
      notes: '',
    }
    await store(STORES.tracking).setJSON(recordKey, record)
    const res = await read('spotting@example.com', body.trackerKey)
    expect(
      res.body.map((e: {date: string; bleeding: boolean; bleedingOnHrt: boolean; notesForDoctor: boolean}) => [
        e.date,
        e.bleeding,
        e.bleedingOnHrt,
        e.notesForDoctor,
      ]),
    ).toEqual([
      ['2026-03-02', false, false, false],
      ['2026-03-03', true, true, true],
    ])
    // An HRT answer without bleeding that day is no bleed: it is not kept.
    await save({...entry('spotting@example.com', '2026-03-04'), bleeding: false, bleedingOnHrt: true}, body.trackerKey)
    const noBleed = (await read('spotting@example.com', body.trackerKey)).body.find(
      (e: {date: string}) => e.date === '2026-03-04',
    )
    expect(noBleed).toMatchObject({bleeding: false, bleedingOnHrt: false})
    const refused = await save({...entry('spotting@example.com', '2026-03-03'), bleeding: 'yes'}, body.trackerKey)
    expect(refused.status).toBe(400)
    expect((await read('spotting@example.com', body.trackerKey)).body[1].bleeding).toBe(true)
  })

  it('deletes every entry with the key, and only with it', async () => {
    const key = (await save(entry('gone@example.com', '2026-03-06'))).body.trackerKey
    const refused = await call(handler, '/api/symptom-tracking', {
      method: 'DELETE',
      headers: {...headers(), 'x-tracker-email': 'gone@example.com'},
    })
    expect(refused.status).toBe(403)
    const res = await call(handler, '/api/symptom-tracking', {
      method: 'DELETE',
      headers: {...headers(key), 'x-tracker-email': 'gone@example.com'},
    })
    expect(res.body).toEqual({deleted: true})
    expect(await store(STORES.tracking).get(trackingRecordKey('order:stripe:pi_1', 'gone@example.com'))).toBeNull()
    expect((await read('gone@example.com', key)).status).toBe(403)
  })

  it.each([
    ['a missing email', {...entry('x@example.com', '2026-03-01'), email: undefined}, /email/],
    ['a bad date', entry('x@example.com', '03/01/2026'), /yyyy-MM-dd/],
    ['an impossible date', entry('x@example.com', '9999-99-99'), /yyyy-MM-dd/],
    ['the 30th of February', entry('x@example.com', '2026-02-30'), /yyyy-MM-dd/],
    ['a date before 2000', entry('x@example.com', '1999-12-31'), /before 2000-01-01/],
    ['a date after tomorrow', entry('x@example.com', '2999-01-01'), /future/],
    ['notes over 2000 characters', {...entry('x@example.com', '2026-03-01'), notes: 'x'.repeat(2001)}, /notes/],
    ['hot flashes above 20', entry('x@example.com', '2026-03-01', 21), /hotFlashes/],
    [
      'sleep off the half-hour step',
      {...entry('x@example.com', '2026-03-01'), symptoms: {hotFlashes: 0, sleep: 7.25, mood: 3, energy: 3}},
      /sleep/,
    ],
    [
      'mood below 1',
      {...entry('x@example.com', '2026-03-01'), symptoms: {hotFlashes: 0, sleep: 7, mood: 0, energy: 3}},
      /mood/,
    ],
  ])('answers 400 and stores nothing for %s', async (_case, body, message) => {
    const res = await save(body)
    expect(res.status).toBe(400)
    expect(res.body.error).toMatch(message)
    expect(await store(STORES.tracking).get(trackingRecordKey('order:stripe:pi_1', 'x@example.com'))).toBeNull()
  })

  describe('records bound to the access as well as the email', () => {
    let otherOrder: string
    let reviewer: string
    beforeAll(async () => {
      otherOrder = await paidPurchaserToken('pi_2', SECRET)
      reviewer = await signAccessToken({role: 'reviewer', reviewerCode: TEST_REVIEWER_CODE}, SECRET)
    })
    const as = (bearer: string, trackerKey?: string) => ({
      authorization: `Bearer ${bearer}`,
      ...(trackerKey ? {'x-tracker-key': trackerKey} : {}),
    })

    it('a holder of another token cannot squat an address: the owner still starts, reads and deletes her own record', async () => {
      const squatter = await call(handler, '/api/symptom-tracking', {
        body: entry('owner@example.com', '2026-03-01', 9),
        headers: as(otherOrder),
      })
      expect(squatter.status).toBe(201)
      const owner = await save(entry('owner@example.com', '2026-03-02', 1))
      expect(owner.status).toBe(201)
      const mine = await read('owner@example.com', owner.body.trackerKey)
      expect(mine.body.map((e: {date: string}) => e.date)).toEqual(['2026-03-02'])
      // The squatter's key opens nothing of hers, and hers nothing of the squatter's.
      expect((await read('owner@example.com', squatter.body.trackerKey)).status).toBe(403)
      const deleted = await call(handler, '/api/symptom-tracking', {
        method: 'DELETE',
        headers: {...headers(owner.body.trackerKey), 'x-tracker-email': 'owner@example.com'},
      })
      expect(deleted.body).toEqual({deleted: true})
      const theirs = await call(handler, '/api/symptom-tracking?date=2026-03-31', {
        method: 'GET',
        headers: {...as(otherOrder, squatter.body.trackerKey), 'x-tracker-email': 'owner@example.com'},
      })
      expect(theirs.body).toHaveLength(1)
    })

    it('two reviewers never share a record, even for the same address', async () => {
      const other = await signAccessToken(
        {role: 'reviewer', reviewerCode: TEST_REVIEWER_CODE},
        SECRET,
        new Date(Date.now() - 5000),
      )
      const first = await call(handler, '/api/symptom-tracking', {
        body: entry('review@example.com', '2026-03-01'),
        headers: as(reviewer),
      })
      const second = await call(handler, '/api/symptom-tracking', {
        body: entry('review@example.com', '2026-03-01'),
        headers: as(other),
      })
      expect([first.status, second.status]).toEqual([201, 201])
      const res = await call(handler, '/api/symptom-tracking', {
        method: 'GET',
        headers: {...as(other, first.body.trackerKey), 'x-tracker-email': 'review@example.com'},
      })
      expect(res.status).toBe(403)
    })

    it('answers an unknown address exactly as a known one with the wrong key', async () => {
      const known = (await save(entry('known@example.com', '2026-03-01'))).body.trackerKey
      const wrongKey = await read('known@example.com', `${known}x`)
      const unknown = await read('nobody-here@example.com', known)
      expect(unknown.status).toBe(wrongKey.status)
      expect(unknown.body).toEqual(wrongKey.body)
      const deleteWrong = await call(handler, '/api/symptom-tracking', {
        method: 'DELETE',
        headers: {...headers('nope'), 'x-tracker-email': 'known@example.com'},
      })
      const deleteUnknown = await call(handler, '/api/symptom-tracking', {
        method: 'DELETE',
        headers: {...headers('nope'), 'x-tracker-email': 'nobody-here@example.com'},
      })
      expect([deleteUnknown.status, deleteUnknown.body]).toEqual([deleteWrong.status, deleteWrong.body])
      expect((await read('known@example.com', known)).body).toHaveLength(1)
    })
  })

  describe('concurrent saves', () => {
    it('60 saves of different days at once to one record lose no entry', async () => {
      const key = (await save(entry('busy@example.com', '2025-12-01'))).body.trackerKey
      const days = Array.from({length: 60}, (_, i) => new Date(Date.UTC(2026, 0, 1 + i)).toISOString().slice(0, 10))
      const results = await Promise.all(days.map((day) => save(entry('busy@example.com', day), key)))
      expect(results.map((r) => r.status)).toEqual(days.map(() => 200))
      const res = await read('busy@example.com', key, '2026-12-31')
      expect(res.body.map((e: {date: string}) => e.date)).toEqual(['2025-12-01', ...days])
      // 61 requests through one record's conditional writes: more than jest's 5 s on a busy 2-core machine.
    }, 30_000)

    it('two first saves at once issue one tracker key; the other is refused, not silently merged', async () => {
      const [a, b] = await Promise.all([
        save(entry('twice@example.com', '2026-03-01')),
        save(entry('twice@example.com', '2026-03-02')),
      ])
      expect([a.status, b.status].sort()).toEqual([201, 403])
      const winner = a.status === 201 ? a : b
      expect((await read('twice@example.com', winner.body.trackerKey)).body).toHaveLength(1)
    })
  })

  describe('bounds', () => {
    it('accepts the latest date anywhere on Earth (UTC+14) and 2000-01-01, and nothing outside', async () => {
      const key = (await save(entry('edges@example.com', '2000-01-01'))).body.trackerKey
      const latest = latestTrackingDate(new Date())
      expect((await save(entry('edges@example.com', latest), key)).status).toBe(200)
      const dayAfter = new Date(Date.parse(`${latest}T00:00:00Z`) + milliseconds({days: 1})).toISOString().slice(0, 10)
      const refused = await save(entry('edges@example.com', dayAfter), key)
      expect(refused.status).toBe(400)
      expect(refused.body.error).toMatch(/future/)
    })

    it(`keeps at most ${MAX_TRACKING_ENTRIES} days per record: a new day is refused, an existing day still updates`, async () => {
      const trackerKey = 'full-record-key'
      const entries = Object.fromEntries(
        Array.from({length: MAX_TRACKING_ENTRIES}, (_, i) => {
          const date = new Date(Date.UTC(2020, 0, 1 + i)).toISOString().slice(0, 10)
          return [date, {date, symptoms: {hotFlashes: 1, sleep: 7, mood: 3, energy: 3}, notes: ''}]
        }),
      )
      const now = new Date().toISOString()
      await store(STORES.tracking).setJSON(trackingRecordKey('order:stripe:pi_1', 'full@example.com'), {
        keyHash: createHash('sha256').update(trackerKey).digest('hex'),
        entries,
        createdAt: now,
        updatedAt: now,
      })
      const refused = await save(entry('full@example.com', '2026-03-01'), trackerKey)
      expect(refused.status).toBe(409)
      expect(refused.body.code).toBe('tracking_full')
      expect((await save(entry('full@example.com', '2020-01-01', 7), trackerKey)).status).toBe(200)
    })
  })

  it('answers 405 to other methods', async () => {
    const res = await call(handler, '/api/symptom-tracking', {method: 'PUT', headers: headers()})
    expect(res.status).toBe(405)
  })
})
