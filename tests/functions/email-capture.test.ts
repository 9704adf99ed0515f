import handler from '../../netlify/functions/email-capture.mts'
import {store, STORES} from '../../netlify/functions/_shared/blobs'
import {emailKey} from '../../netlify/functions/_shared/email'
import {call} from '../support/function-request'

const listKeys = async () => (await store(STORES.emailCaptures).list()).blobs.map((blob) => blob.key)

describe('POST /api/email-capture', () => {
  it('stores the email with its source, normalised', async () => {
    const res = await call(handler, '/api/email-capture', {body: {email: '  Jane@Example.COM ', source: 'exit-intent-popup'}})
    expect(res.status).toBe(201)
    expect(res.body).toEqual({ok: true})
    const record = await store(STORES.emailCaptures).get(emailKey('jane@example.com'), {type: 'json'})
    expect(record).toMatchObject({email: 'jane@example.com', sources: ['exit-intent-popup']})
  })

  it('keeps one record per address and remembers every source', async () => {
    await call(handler, '/api/email-capture', {body: {email: 'ann@example.com', source: 'exit-intent-popup'}})
    const again = await call(handler, '/api/email-capture', {body: {email: 'ANN@example.com', source: 'footer'}})
    expect(again.status).toBe(200)
    const record = await store(STORES.emailCaptures).get(emailKey('ann@example.com'), {type: 'json'})
    expect(record.sources).toEqual(['exit-intent-popup', 'footer'])
  })

  it.each([
    ['a missing email', {source: 'exit-intent-popup'}, /email/],
    ['an invalid email', {email: 'not-an-email', source: 'x'}, /valid email/],
    ['a missing source', {email: 'a@example.com'}, /source/],
    ['an empty source', {email: 'a@example.com', source: '  '}, /form/],
  ])('answers 400 and stores nothing for %s', async (_case, body, message) => {
    const before = await listKeys()
    const res = await call(handler, '/api/email-capture', {body})
    expect(res.status).toBe(400)
    expect(res.body.error).toMatch(message)
    expect(await listKeys()).toEqual(before)
  })

  it('answers 400 for a body that is not JSON', async () => {
    const res = await call(handler, '/api/email-capture', {rawBody: '{nope'})
    expect(res.status).toBe(400)
    expect(res.body).toEqual({error: 'The request body must be valid JSON.', code: 'invalid_json'})
  })

  it('answers 405 to other methods', async () => {
    const res = await call(handler, '/api/email-capture', {method: 'GET'})
    expect(res.status).toBe(405)
    expect(res.headers.get('allow')).toBe('POST')
  })
})
