import {milliseconds} from 'date-fns/milliseconds'
import handler from '../../netlify/functions/stats.mts'
import {assessmentKey, recentDayPrefixes} from '../../netlify/functions/_shared/assessments'
import {store, STORES} from '../../netlify/functions/_shared/blobs'
import {call} from '../support/function-request'

const DAY = milliseconds({days: 1})

describe('GET /api/stats', () => {
  it('answers zero with no assessments stored', async () => {
    const res = await call(handler, '/api/stats', {method: 'GET'})
    expect(res.status).toBe(200)
    expect(res.body).toEqual({assessmentsLast30Days: 0})
  })

  it('counts the assessments of the last 30 days only', async () => {
    const assessments = store(STORES.assessments)
    const now = Date.now()
    for (const [daysAgo, id] of [
      [0, 'a'],
      [0, 'b'],
      [12, 'c'],
      [29, 'd'],
      [30, 'too-old'],
      [45, 'older'],
    ] as const) {
      await assessments.setJSON(assessmentKey(new Date(now - daysAgo * DAY), id), {symptoms: ['sleep']})
    }
    const res = await call(handler, '/api/stats', {method: 'GET'})
    expect(res.body).toEqual({assessmentsLast30Days: 4})
  })

  it('answers 405 to other methods', async () => {
    const res = await call(handler, '/api/stats', {method: 'POST', body: {}})
    expect(res.status).toBe(405)
  })
})

describe('assessment keys', () => {
  it('prefix records with their UTC day and list 30 days, today first', () => {
    const now = new Date('2026-03-01T10:00:00Z')
    expect(assessmentKey(now, 'x')).toBe('2026-03-01/x')
    const prefixes = recentDayPrefixes(now)
    expect(prefixes).toHaveLength(30)
    expect(prefixes[0]).toBe('2026-03-01/')
    expect(prefixes[1]).toBe('2026-02-28/')
    expect(prefixes[29]).toBe('2026-01-31/')
  })
})
