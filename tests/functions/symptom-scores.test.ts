import {paidPurchaserToken} from '../support/purchaser'
import scores from '../../netlify/functions/symptom-scores.mts'
import tracking from '../../netlify/functions/symptom-tracking.mts'
import {store, STORES} from '../../netlify/functions/_shared/blobs'
import {trackingRecordKey} from '../../netlify/functions/_shared/tracking'
import {call} from '../support/function-request'

const SECRET = 'symptom-scores-test-secret-0123456789'
let token: string

const ANSWERS = [2, 1, 3, 2, 1, 0, 2, 1, 0, 1, 3]
const headers = (trackerKey?: string): Record<string, string> => ({
  authorization: `Bearer ${token}`,
  ...(trackerKey ? {'x-tracker-key': trackerKey} : {}),
})
const saveScore = (email: string, date: string, answers: unknown = ANSWERS, trackerKey?: string) =>
  call(scores, '/api/symptom-tracking/scores', {body: {email, date, answers}, headers: headers(trackerKey)})
const readScores = (email: string, trackerKey?: string) =>
  call(scores, '/api/symptom-tracking/scores', {
    method: 'GET',
    headers: {...headers(trackerKey), 'x-tracker-email': email},
  })
const saveEntry = (email: string, date: string, trackerKey?: string) =>
  call(tracking, '/api/symptom-tracking', {
    body: {email, date, symptoms: {hotFlashes: 2, sleep: 7, mood: 3, energy: 3}, notes: ''},
    headers: headers(trackerKey),
  })

describe('/api/symptom-tracking/scores (docs/health-rules.md)', () => {
  beforeAll(async () => {
    process.env.ACCESS_TOKEN_SECRET = SECRET
    token = await paidPurchaserToken('pi_scores', SECRET)
  })

  it('keeps scores in her tracking record: a first score starts it, and its key opens her entries too', async () => {
    const first = await saveScore('Scores@Example.com', '2026-03-01')
    expect(first.status).toBe(201)
    const key = first.body.trackerKey
    expect((await saveEntry('scores@example.com', '2026-03-02', key)).status).toBe(200)
    expect((await saveScore('scores@example.com', '2026-04-01', [0, 0, 0, 1, 1, 1, 1, 0, 0, 0, 0], key)).status).toBe(
      200,
    )
    const res = await readScores('scores@example.com', key)
    expect(res.status).toBe(200)
    expect(res.headers.get('cache-control')).toBe('private, no-store')
    expect(res.body).toEqual([
      {date: '2026-03-01', answers: ANSWERS},
      {date: '2026-04-01', answers: [0, 0, 0, 1, 1, 1, 1, 0, 0, 0, 0]},
    ])
    const record = (await store(STORES.tracking).get(
      trackingRecordKey('order:stripe:pi_scores', 'scores@example.com'),
      {
        type: 'json',
      },
    )) as {scores: Record<string, unknown>; entries: Record<string, unknown>}
    expect(Object.keys(record.scores)).toEqual(['2026-03-01', '2026-04-01'])
    expect(Object.keys(record.entries)).toEqual(['2026-03-02'])
  })

  it('joins the record the entries started, and a retake the same day replaces that day', async () => {
    const key = (await saveEntry('joined@example.com', '2026-03-01')).body.trackerKey
    await saveScore('joined@example.com', '2026-03-05', ANSWERS, key)
    await saveScore('joined@example.com', '2026-03-05', Array(11).fill(4), key)
    expect((await readScores('joined@example.com', key)).body).toEqual([
      {date: '2026-03-05', answers: Array(11).fill(4)},
    ])
  })

  it('takes the same access as the entries: no token, no key or another key is refused alike', async () => {
    const mine = (await saveScore('mine-scores@example.com', '2026-03-01')).body.trackerKey
    const theirs = (await saveScore('theirs-scores@example.com', '2026-03-01')).body.trackerKey
    for (const res of [
      await readScores('mine-scores@example.com'),
      await readScores('mine-scores@example.com', theirs),
      await saveScore('mine-scores@example.com', '2026-03-02', ANSWERS, theirs),
      await readScores('nobody@example.com', mine),
    ]) {
      expect(res.status).toBe(403)
      expect(res.body.code).toBe('tracker_key_required')
    }
    const anonymous = await call(scores, '/api/symptom-tracking/scores', {
      method: 'GET',
      headers: {'x-tracker-email': 'mine-scores@example.com'},
    })
    expect(anonymous.status).toBe(401)
    // Her address is read from the header only: one in the URL is not looked up (docs/threat-model.md).
    const inUrl = await call(scores, '/api/symptom-tracking/scores?email=mine-scores@example.com', {
      method: 'GET',
      headers: headers(mine),
    })
    expect(inUrl.status).toBe(400)
  })

  it.each([
    ['a missing rating', ANSWERS.slice(1)],
    ['a rating above 4', [...ANSWERS.slice(1), 5]],
    ['a fractional rating', [...ANSWERS.slice(1), 1.5]],
    ['no answers', null],
  ])('refuses %s with a 400 and stores nothing', async (_name, answers) => {
    const res = await saveScore('refused@example.com', '2026-03-01', answers)
    expect(res.status).toBe(400)
    expect(
      await store(STORES.tracking).get(trackingRecordKey('order:stripe:pi_scores', 'refused@example.com')),
    ).toBeNull()
  })

  it('goes with the record: deleting her tracking data (token and key, or the key alone) deletes her scores', async () => {
    const key = (await saveScore('delete-scores@example.com', '2026-03-01')).body.trackerKey
    const deleted = await call(tracking, '/api/symptom-tracking', {method: 'DELETE', headers: {'x-tracker-key': key}})
    expect(deleted.body).toEqual({deleted: true})
    expect(
      await store(STORES.tracking).get(trackingRecordKey('order:stripe:pi_scores', 'delete-scores@example.com')),
    ).toBeNull()
    expect((await readScores('delete-scores@example.com', key)).status).toBe(403)

    const other = (await saveScore('delete-two@example.com', '2026-03-01')).body.trackerKey
    const withToken = await call(tracking, '/api/symptom-tracking', {
      method: 'DELETE',
      headers: {...headers(other), 'x-tracker-email': 'delete-two@example.com'},
    })
    expect(withToken.body).toEqual({deleted: true})
    expect((await readScores('delete-two@example.com', other)).status).toBe(403)
  })
})
