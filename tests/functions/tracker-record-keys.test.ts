import {createHash} from 'node:crypto'
import {paidPurchaserToken} from '../support/purchaser'
import handler from '../../netlify/functions/symptom-tracking.mts'
import recoveryHandler from '../../netlify/functions/tracker-key-recovery.mts'
import {store, STORES} from '../../netlify/functions/_shared/blobs'
import type {OwnerId} from '../../netlify/functions/_shared/owner-id'
import {applyRetention} from '../../netlify/functions/_shared/retention'
import {
  legacyTrackingRecordKey,
  moveLegacyTrackingRecord,
  openTrackingEntries,
  recountTrackingTotals,
  saveTrackingEntry,
  trackingRecordKey,
} from '../../netlify/functions/_shared/tracking'
import {readActiveTrackers} from '../../netlify/functions/_shared/tracking-totals'
import {blobsRequestRecorder} from '../support/blobs-requests'
import {call} from '../support/function-request'
import {startSmtpServer} from '../support/smtp'

/**
 * Tracker record keys (docs/threat-model.md, "Identifiers of an address"): earlier versions keyed her record by the
 * bare SHA-256 of her access and address, and mailed that key in her recovery link, so anyone holding both could find
 * her record in a leaked store. The key is now keyed; a record stored under the earlier key moves when she uses her
 * tracker and in the nightly run, with its pending saves and key index entry, and the women's report counts the same.
 */
const SECRET = 'tracker-record-keys-test-secret-0123456789'
const ENV = {
  ACCESS_TOKEN_SECRET: SECRET,
  MAIL_FROM: 'Toolkit <support@example.com>',
  SITE_URL: 'https://toolkit.example.com',
}

const tracking = () => store(STORES.tracking)
/** The bare SHA-256 an earlier version keyed her record by, worked out here as anyone holding both could. */
const bareHash = (owner: string, email: string) => createHash('sha256').update(`${owner}\n${email}`).digest('hex')
const sha256 = (text: string) => createHash('sha256').update(text).digest('hex')
const storedKeys = async () => (await tracking().list()).blobs.map(({key}) => key)
/** Every key and index entry of the tracking store that still names an earlier key. */
async function namingEarlierKeys(earlier: string[]) {
  const keys = await storedKeys()
  const pointers = await Promise.all(
    keys.filter((key) => key.startsWith('by-key/')).map(async (key) => JSON.stringify(await tracking().get(key))),
  )
  return [...keys, ...pointers].filter((text) => earlier.some((hash) => text.includes(hash)))
}

/**
 * What an earlier version stored for her: the record this version wrote, with its pending saves and its key index
 * entry, moved under the bare hash.
 */
async function keyAsEarlierVersion(owner: OwnerId, email: string) {
  const [key, legacy] = [trackingRecordKey(owner, email), legacyTrackingRecordKey(owner, email)]
  const record = (await tracking().get(key, {type: 'json'})) as {keyHash: string}
  await tracking().setJSON(legacy, record)
  await tracking().delete(key)
  await tracking().setJSON(`by-key/${record.keyHash}`, {recordKey: legacy})
  for (const {key: save} of (await tracking().list({prefix: `pending/${key}/`})).blobs) {
    await tracking().set(save.replace(key, legacy), (await tracking().get(save))!)
    await tracking().delete(save)
  }
  return legacy
}

/** A save that lost the race for her record, stored on its own as tracking.ts does, under the earlier key. */
const pendingAsEarlierVersion = (legacy: string, date: string) =>
  tracking().setJSON(`pending/${legacy}/${date}/${new Date().toISOString()}-pending1`, {
    date,
    symptoms: {hotFlashes: 4, sleep: 5, mood: 2, energy: 2},
    notes: 'saved while busy',
    savedAt: new Date().toISOString(),
  })

const today = new Date().toISOString().slice(0, 10)
const THIS_MONTH = today.slice(0, 7)
const LAST_MONTH = new Date(Date.UTC(Number(today.slice(0, 4)), Number(today.slice(5, 7)) - 2, 1))
  .toISOString()
  .slice(0, 7)
const entry = (date: string) => ({
  date,
  symptoms: {hotFlashes: 3, sleep: 6.5, mood: 3, energy: 4},
  notes: 'warm',
  bleeding: false,
  notesForDoctor: false,
})
/** What the women's report shows of trackers, month by month. */
const activeTrackers = async () => ({
  [LAST_MONTH]: await readActiveTrackers(LAST_MONTH),
  [THIS_MONTH]: await readActiveTrackers(THIS_MONTH),
})

describe('Tracker record keys are keyed, and records stored under the bare hash move', () => {
  let smtp: Awaited<ReturnType<typeof startSmtpServer>>
  let token: string
  const OWNER: OwnerId = 'order:stripe:pi_record_keys'
  beforeAll(async () => {
    smtp = await startSmtpServer()
    Object.assign(process.env, {...ENV, SMTP_URL: smtp.url})
    token = await paidPurchaserToken('pi_record_keys', SECRET)
  })
  afterAll(async () => {
    for (const name of [...Object.keys(ENV), 'SMTP_URL']) delete process.env[name]
    await smtp.close()
  })

  const headers = (trackerKey?: string, email?: string): Record<string, string> => ({
    authorization: `Bearer ${token}`,
    ...(trackerKey ? {'x-tracker-key': trackerKey} : {}),
    ...(email ? {'x-tracker-email': email} : {}),
  })
  const save = (email: string, date: string, trackerKey?: string) =>
    call(handler, '/api/symptom-tracking', {body: {email, ...entry(date)}, headers: headers(trackerKey)})
  const read = (email: string, trackerKey: string) =>
    call(handler, '/api/symptom-tracking', {method: 'GET', headers: headers(trackerKey, email)})
  const askForLink = (email: string) =>
    call(recoveryHandler, '/api/symptom-tracking/key-recovery', {body: {email}, headers: headers()})
  const redeem = (code: string) =>
    call(recoveryHandler, '/api/symptom-tracking/key-recovery', {body: {code}, headers: headers()})
  const mailedCode = (email: string) => {
    const mail = smtp.received.filter((received) => received.to && 'text' in received.to && received.to.text === email)
    return decodeURIComponent(/\?tracker-link=([^#\s]+)#tracking/.exec(mail.at(-1)?.text ?? '')?.[1] ?? '')
  }

  it("a new record's key and her recovery link hold no bare SHA-256 of her access and address", async () => {
    const email = 'new-tracker@example.com'
    expect((await save(email, today)).status).toBe(201)
    const key = trackingRecordKey(OWNER, email)
    expect(key).toMatch(/^record-[0-9a-f]{64}$/)
    expect(await storedKeys()).toContain(key)
    expect(await namingEarlierKeys([bareHash(OWNER, email)])).toEqual([])

    expect((await askForLink(email)).status).toBe(202)
    const code = mailedCode(email)
    expect(code).toMatch(/^record-[0-9a-f]{64}\.[\w-]+$/)
    expect(code).not.toContain(bareHash(OWNER, email))
    expect(smtp.received.at(-1)?.text).not.toContain(bareHash(OWNER, email))
  })

  it('a record under the bare hash is read, updated and deleted for her, and ends under the keyed key only', async () => {
    const email = 'earlier-reader@example.com'
    const {trackerKey} = (await save(email, `${LAST_MONTH}-10`)).body as {trackerKey: string}
    const legacy = await keyAsEarlierVersion(OWNER, email)
    const key = trackingRecordKey(OWNER, email)

    const opened = await read(email, trackerKey)
    expect(opened.status).toBe(200)
    expect(opened.body.map((saved: {date: string}) => saved.date)).toEqual([`${LAST_MONTH}-10`])
    expect(await storedKeys()).toContain(key)
    expect(await namingEarlierKeys([legacy])).toEqual([])

    expect((await save(email, today, trackerKey)).status).toBe(200)
    expect((await read(email, trackerKey)).body.map((saved: {date: string}) => saved.date)).toEqual([
      `${LAST_MONTH}-10`,
      today,
    ])

    const deleted = await call(handler, '/api/symptom-tracking', {
      method: 'DELETE',
      headers: headers(trackerKey, email),
    })
    expect(deleted.body).toEqual({deleted: true})
    expect((await storedKeys()).filter((stored) => stored.includes(key.slice(7)) || stored.includes(legacy))).toEqual(
      [],
    )
    expect(await tracking().get(`by-key/${sha256(trackerKey)}`)).toBeNull()
  })

  it('a first save for a record under the bare hash moves it first and keeps what it held', async () => {
    const email = 'earlier-saver@example.com'
    const {trackerKey} = (await save(email, `${LAST_MONTH}-11`)).body as {trackerKey: string}
    const legacy = await keyAsEarlierVersion(OWNER, email)
    expect((await save(email, today, trackerKey)).status).toBe(200)
    expect(await tracking().get(legacy)).toBeNull()
    expect((await read(email, trackerKey)).body).toHaveLength(2)
  })

  it('a move cut short is done again whole, and her deletion by key alone leaves nothing a later move could restore', async () => {
    const email = 'cut-short@example.com'
    const {trackerKey} = (await save(email, `${LAST_MONTH}-12`)).body as {trackerKey: string}
    const legacy = await keyAsEarlierVersion(OWNER, email)
    // The keyed copy was written, then the move stopped: the earlier record and its index entry are still there.
    await tracking().setJSON(trackingRecordKey(OWNER, email), await tracking().get(legacy, {type: 'json'}))

    const deleted = await call(handler, '/api/symptom-tracking', {
      method: 'DELETE',
      headers: {'x-tracker-key': trackerKey},
    })
    expect(deleted.body).toEqual({deleted: true})
    // The next move (her next visit, or the nightly run) finds nothing to bring back.
    expect(await moveLegacyTrackingRecord(legacy)).toBe(false)
    expect(await tracking().get(trackingRecordKey(OWNER, email))).toBeNull()
    expect(await tracking().get(legacy)).toBeNull()
  })

  it('a recovery link asked for after the move works; one mailed with the bare hash is refused as an expired one', async () => {
    const email = 'lost-key@example.com'
    const {trackerKey: oldKey} = (await save(email, today)).body as {trackerKey: string}
    // A link mailed by an earlier version: the same one-time secret, behind the bare hash.
    expect((await askForLink(email)).status).toBe(202)
    const secret = mailedCode(email).split('.')[1]
    const legacy = await keyAsEarlierVersion(OWNER, email)
    expect(await redeem(`${legacy}.${secret}`)).toMatchObject({status: 403, body: {code: 'invalid_tracker_link'}})

    // Asking again (after the quarter hour between mails) moves the record, and the new link names its keyed key.
    const record = (await tracking().get(legacy, {type: 'json'})) as Record<string, unknown>
    await tracking().setJSON(legacy, {...record, recoveryMailedAt: new Date(Date.now() - 3_600_000).toISOString()})
    expect((await askForLink(email)).status).toBe(202)
    const code = mailedCode(email)
    expect(code.split('.')[0]).toBe(trackingRecordKey(OWNER, email))
    const redeemed = await redeem(code)
    expect(redeemed).toMatchObject({status: 200, body: {email}})
    expect((await read(email, redeemed.body.trackerKey)).body).toHaveLength(1)
    expect((await read(email, oldKey)).status).toBe(403)
    expect(await namingEarlierKeys([legacy])).toEqual([])
  })

  it("the nightly run moves every earlier record with its pending saves and index entry; the report's totals stay", async () => {
    // Three paid trackers as an earlier version kept them, one with a save still pending, and the report's totals
    // counted under their earlier keys (the recount an earlier version's first report view did).
    const women = ['nightly-a@example.com', 'nightly-b@example.com', 'nightly-c@example.com'].map(
      (email, n): {owner: OwnerId; email: string} => ({owner: `order:stripe:pi_nightly_${n}`, email}),
    )
    const trackerKeys: string[] = []
    for (const [n, {owner, email}] of women.entries()) {
      const first = await saveTrackingEntry(owner, entry(`${LAST_MONTH}-0${n + 1}`), email, null, new Date())
      if (first.status !== 'created') throw new Error(`no tracker for ${email}`)
      trackerKeys.push(first.trackerKey)
      if (n < 2) await saveTrackingEntry(owner, entry(`${THIS_MONTH}-01`), email, first.trackerKey, new Date())
    }
    const earlier = await Promise.all(women.map(({owner, email}) => keyAsEarlierVersion(owner, email)))
    await pendingAsEarlierVersion(earlier[2], `${THIS_MONTH}-01`)
    await recountTrackingTotals(new Date())
    const shown = await activeTrackers()
    expect(shown[LAST_MONTH]).toBeGreaterThanOrEqual(3)

    const first = await applyRetention(new Date())
    expect(first.complete).toBe(true)
    expect(first.trackingRecordsRekeyed).toBe(3)
    expect(await namingEarlierKeys(earlier)).toEqual([])
    const keyed = women.map(({owner, email}) => trackingRecordKey(owner, email))
    expect(await storedKeys()).toEqual(expect.arrayContaining(keyed))
    expect((await tracking().list({prefix: `pending/${keyed[2]}/`})).blobs).toHaveLength(1)
    for (const [n, trackerKey] of trackerKeys.entries())
      expect(await tracking().get(`by-key/${sha256(trackerKey)}`, {type: 'json'})).toEqual({recordKey: keyed[n]})
    expect(await activeTrackers()).toEqual(shown)

    const second = await applyRetention(new Date())
    expect(second.trackingRecordsRekeyed).toBe(0)
    expect(await activeTrackers()).toEqual(shown)

    // Once the nightly run has marked the move done, her saves look for no earlier record (no metadata read).
    const recorder = blobsRequestRecorder()
    recorder.start()
    try {
      const saved = await saveTrackingEntry(
        women[0].owner,
        entry(`${THIS_MONTH}-02`),
        women[0].email,
        trackerKeys[0],
        new Date(),
      )
      expect(saved.status).toBe('saved')
    } finally {
      recorder.stop()
    }
    expect(recorder.of('tracking').length).toBeGreaterThan(0)
    expect(recorder.of('tracking', 'HEAD')).toEqual([])
    expect(recorder.requests.filter((request) => earlier.some((hash) => request.key.includes(hash)))).toEqual([])
    const shownAfterSave = await activeTrackers()

    // Her tracker key (the browser's secret) still finds her record: her pending save is folded in, and the key alone
    // deletes it, taking her out of the report once.
    const c = women[2]
    const opened = await openTrackingEntries(c.owner, c.email, trackerKeys[2])
    expect(opened?.map((saved) => saved.date).sort()).toEqual([`${LAST_MONTH}-03`, `${THIS_MONTH}-01`])
    expect((await tracking().list({prefix: `pending/${keyed[2]}/`})).blobs).toHaveLength(0)
    const folded = await activeTrackers()
    expect(folded).toEqual({[LAST_MONTH]: shown[LAST_MONTH], [THIS_MONTH]: shownAfterSave[THIS_MONTH] + 1})
    const deleted = await call(handler, '/api/symptom-tracking', {
      method: 'DELETE',
      headers: {'x-tracker-key': trackerKeys[2]},
    })
    expect(deleted.body).toEqual({deleted: true})
    expect(await activeTrackers()).toEqual({
      [LAST_MONTH]: shown[LAST_MONTH] - 1,
      [THIS_MONTH]: shownAfterSave[THIS_MONTH],
    })
    // What the running totals say is what the records add up to.
    const running = await activeTrackers()
    await recountTrackingTotals(new Date())
    expect(await activeTrackers()).toEqual(running)
  })
})
