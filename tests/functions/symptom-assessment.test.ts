import handler from '../../netlify/functions/symptom-assessment.mts'
import {dayPrefix} from '../../netlify/functions/_shared/assessments'
import {store, STORES} from '../../netlify/functions/_shared/blobs'
import {call} from '../support/function-request'
import {paidPurchaserToken} from '../support/purchaser'
import {signAccessToken} from '../../netlify/functions/_shared/access-token'
import {TEST_REVIEWER_CODE} from '../support/reviewer-code'

const listKeys = async () => (await store(STORES.assessments).list()).blobs.map((blob) => blob.key)

const valid = {
  email: 'Jane@Example.com',
  symptoms: ['hot-flashes', 'sleep'],
  severity: {'hot-flashes': 4},
  recommendations: ['black-cohosh', 'magnesium-glycinate'],
  phase: null,
}

describe('POST /api/symptom-assessment', () => {
  it('stores the submission under a day-prefixed key and answers 201', async () => {
    const res = await call(handler, '/api/symptom-assessment', {body: valid})
    expect(res.status).toBe(201)
    expect(res.body.id).toMatch(/^[0-9a-f-]{36}$/)
    const key = `${dayPrefix(new Date(res.body.createdAt))}${res.body.id}`
    const record = await store(STORES.assessments).get(key, {type: 'json'})
    expect(record).toMatchObject({...valid, email: 'jane@example.com', createdAt: res.body.createdAt})
  })

  it('one contribution per verified order: a paid purchaser’s assessment names her order (opaquely); others name none (docs/threat-model.md)', async () => {
    process.env.ACCESS_TOKEN_SECRET = 'assessment-test-secret-0123456789abcdef'
    const stored = async (headers: Record<string, string>) => {
      const res = await call(handler, '/api/symptom-assessment', {body: valid, headers})
      expect(res.status).toBe(201)
      return store(STORES.assessments).get(`${dayPrefix(new Date(res.body.createdAt))}${res.body.id}`, {type: 'json'})
    }
    const token = await paidPurchaserToken('pi_assessment_1', process.env.ACCESS_TOKEN_SECRET)
    const first = await stored({authorization: `Bearer ${token}`})
    const second = await stored({authorization: `Bearer ${token}`})
    expect(first.contributor).toMatch(/^[0-9a-f]{64}$/)
    expect(second.contributor).toBe(first.contributor)
    expect(JSON.stringify(first)).not.toContain('pi_assessment_1')
    const reviewer = await signAccessToken({role: 'reviewer', reviewerCode: TEST_REVIEWER_CODE})
    const others: Record<string, string>[] = [
      {},
      {authorization: 'Bearer forged'},
      {authorization: `Bearer ${reviewer}`},
    ]
    for (const headers of others) expect(await stored(headers)).not.toHaveProperty('contributor')
  })

  describe('deletion by the browser that submitted it', () => {
    const remove = (body: unknown) => call(handler, '/api/symptom-assessment', {method: 'DELETE', body})

    it('returns a deletion key, stores only its hash, and deletes with it once', async () => {
      const {body: saved} = await call(handler, '/api/symptom-assessment', {body: valid})
      expect(saved.deletionKey).toMatch(/^[\w-]{40,}$/)
      const key = `${dayPrefix(new Date(saved.createdAt))}${saved.id}`
      const stored = await store(STORES.assessments).get(key, {type: 'json'})
      expect(stored.deletionKeyHash).toMatch(/^[0-9a-f]{64}$/)
      expect(JSON.stringify(stored)).not.toContain(saved.deletionKey)

      const res = await remove({id: saved.id, createdAt: saved.createdAt, deletionKey: saved.deletionKey})
      expect(res).toMatchObject({status: 200, body: {deleted: true}})
      expect(await store(STORES.assessments).get(key)).toBeNull()
      expect((await remove({id: saved.id, createdAt: saved.createdAt, deletionKey: saved.deletionKey})).status).toBe(
        404,
      )
    })

    it('answers a wrong key exactly as an unknown assessment, and keeps the record', async () => {
      const {body: saved} = await call(handler, '/api/symptom-assessment', {body: valid})
      const wrongKey = await remove({id: saved.id, createdAt: saved.createdAt, deletionKey: 'not-the-key'})
      const unknown = await remove({
        id: '00000000-0000-4000-8000-000000000000',
        createdAt: saved.createdAt,
        deletionKey: 'not-the-key',
      })
      expect(wrongKey.status).toBe(404)
      expect([unknown.status, unknown.body]).toEqual([wrongKey.status, wrongKey.body])
      expect(await store(STORES.assessments).get(`${dayPrefix(new Date(saved.createdAt))}${saved.id}`)).not.toBeNull()
    })

    it('answers 400 to a deletion without id, date or key', async () => {
      const res = await remove({id: 'x', deletionKey: ''})
      expect(res.status).toBe(400)
      expect(res.body.code).toBe('invalid_request')
    })
  })

  it('accepts a submission without an email', async () => {
    const res = await call(handler, '/api/symptom-assessment', {body: {...valid, email: null, severity: {}}})
    expect(res.status).toBe(201)
  })

  it.each([
    ['no symptoms', {...valid, symptoms: [], severity: {}}, /symptoms/],
    ['a severity above 5', {...valid, severity: {sleep: 6}}, /severity/],
    ['a severity below 1', {...valid, severity: {sleep: 0}}, /severity/],
    ['a rating of an unchosen symptom', {...valid, severity: {anxiety: 3}}, /Rate only symptoms you chose/],
    ['six recommendations', {...valid, recommendations: ['a', 'b', 'c', 'd', 'e', 'f']}, /recommendations/],
    ['an invalid email', {...valid, email: 'nope'}, /valid email/],
    ['a missing phase', {email: null, symptoms: ['sleep'], severity: {}, recommendations: []}, /phase/],
    ['a malformed symptom id', {...valid, symptoms: ['<script>']}, /symptoms/],
  ])('answers 400 and stores nothing for %s', async (_case, body, message) => {
    const before = await listKeys()
    const res = await call(handler, '/api/symptom-assessment', {body})
    expect(res.status).toBe(400)
    expect(res.body.code).toBe('invalid_request')
    expect(res.body.error).toMatch(message)
    expect(await listKeys()).toEqual(before)
  })

  it('answers 400 for a body that is not JSON', async () => {
    const res = await call(handler, '/api/symptom-assessment', {rawBody: 'nope'})
    expect(res.status).toBe(400)
    expect(res.body.code).toBe('invalid_json')
  })

  it('answers 405 to other methods', async () => {
    const res = await call(handler, '/api/symptom-assessment', {method: 'GET'})
    expect(res.status).toBe(405)
  })
})
