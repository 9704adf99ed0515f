import assert from 'node:assert/strict'
import {createHash} from 'node:crypto'
import path from 'node:path'
import {describe, it} from 'node:test'
import {evaluate, parse} from 'groq-js'
import {readDataset} from '../../build-time/content-source/dataset'
import {schemaTypes} from '../../studio/schemaTypes'
import {sha256Hex} from '../../content-model/sha256'
import {
  claimsFingerprint,
  dueForReview,
  HEALTH_DOCUMENT_TYPES,
  HEALTH_DOCUMENTS_QUERY,
  healthDocumentsParams,
  isClinicalReviewer,
  publishNeedsReview,
  reviewBadge,
  reviewerEmails,
  reviewInputProblems,
  reviewRecord,
  reviewStatus,
  type HealthDocument,
} from '../../studio/lib/clinical-review'
import {validateDataset} from './support/validate-dataset'

const dataset = readDataset(path.resolve('content'))
const byId = (id: string) => {
  const doc = dataset.find((candidate) => candidate._id === id)
  assert.ok(doc, `${id} is in the embedded content`)
  return doc as HealthDocument
}
const blackCohosh = byId('remedy-black-cohosh')
const today = new Date('2026-06-15T12:00:00Z')
const reviewer = {reviewerName: 'Dana Reyes', reviewerCredential: 'MD, NCMP', scope: 'Dose, side effects and evidence'}
const reviewed = (doc: HealthDocument, on = today) => ({...doc, clinicalReview: reviewRecord(reviewer, doc, on)})

describe('claims fingerprint', () => {
  it('is the SHA-256 the Studio computes in the browser (checked against Node)', () => {
    for (const text of ['', 'abc', 'a'.repeat(55), 'a'.repeat(64), 'Black cohosh — 20–40 mg 💊'])
      assert.equal(sha256Hex(text), createHash('sha256').update(text).digest('hex'))
  })

  it('changes with a claim: dose, warnings, a symptom tag, a source', () => {
    const base = claimsFingerprint(blackCohosh)
    assert.notEqual(claimsFingerprint({...blackCohosh, dosage: '40 mg twice daily'}), base)
    assert.notEqual(claimsFingerprint({...blackCohosh, sideEffects: 'None.'}), base)
    assert.notEqual(claimsFingerprint({...blackCohosh, symptoms: []}), base)
    assert.notEqual(claimsFingerprint({...blackCohosh, sources: []}), base)
    // A field nobody has classified yet counts as a claim until someone decides it is not.
    assert.notEqual(claimsFingerprint({...blackCohosh, newClaimField: 'Cures hot flashes'}), base)
  })

  it('stays put for what is not a claim: position, photo, shop link, key order, array keys, the review itself', () => {
    const base = claimsFingerprint(blackCohosh)
    assert.equal(claimsFingerprint({...blackCohosh, sortOrder: 99, affiliateLink: 'https://example.com'}), base)
    assert.equal(claimsFingerprint({...blackCohosh, _id: 'drafts.remedy-black-cohosh', _rev: 'abc'}), base)
    const reversed = Object.fromEntries(Object.entries(blackCohosh).reverse()) as HealthDocument
    assert.equal(claimsFingerprint(reversed), base)
    const rekeyed = {
      ...blackCohosh,
      sources: (blackCohosh.sources as Array<Record<string, unknown>>).map((s, i) => ({...s, _key: `k${i}`})),
    }
    assert.equal(claimsFingerprint(rekeyed), base)
    assert.equal(claimsFingerprint(reviewed(blackCohosh)), base)
  })
})

describe('review status and badge', () => {
  it('the embedded content records no review: every health document is "Not clinically reviewed"', () => {
    const health = dataset.filter((doc) => (HEALTH_DOCUMENT_TYPES as readonly string[]).includes(doc._type))
    assert.ok(health.length > 50)
    for (const doc of health) assert.equal(reviewStatus(doc, today).state, 'never-reviewed', doc._id)
    assert.equal(reviewBadge(reviewStatus(blackCohosh, today)).label, 'Not clinically reviewed')
  })

  it('is current after a review, changed after a claim edit, expired 12 months on', () => {
    const doc = reviewed(blackCohosh)
    assert.equal(reviewStatus(doc, today).state, 'current')
    assert.match(reviewBadge(reviewStatus(doc, today)).title, /Reviewed by Dana Reyes, MD, NCMP, on 2026-06-15/)
    const edited = {...doc, dosage: '80 mg'}
    assert.equal(reviewStatus(edited, today).state, 'changed-since-review')
    assert.equal(reviewBadge(reviewStatus(edited, today)).color, 'danger')
    assert.equal(reviewStatus(doc, new Date('2027-06-14T23:00:00Z')).state, 'current')
    assert.equal(reviewStatus(doc, new Date('2027-06-15T00:00:00Z')).state, 'expired')
  })

  it('counts only a complete review (who, credential, when, what, fingerprint)', () => {
    const doc = reviewed(blackCohosh)
    for (const field of ['reviewerName', 'reviewerCredential', 'reviewedAt', 'scope', 'claimsFingerprint'])
      assert.equal(
        reviewStatus({...doc, clinicalReview: {...doc.clinicalReview, [field]: ' '}}, today).state,
        'never-reviewed',
        field,
      )
    assert.equal(
      reviewStatus({...doc, clinicalReview: {...doc.clinicalReview, reviewedAt: '15/06/2026'}}, today).state,
      'never-reviewed',
    )
  })
})

describe('publish gate', () => {
  const live = reviewed(blackCohosh, new Date('2026-01-10T00:00:00Z'))

  it('stops a draft whose claims changed since what is live and since its review', () => {
    assert.equal(publishNeedsReview({draft: {...live, dosage: '80 mg'}, published: live}), true)
    // A new health document has no live version: its claims are all new.
    assert.equal(publishNeedsReview({draft: {...blackCohosh, _id: 'drafts.new'}, published: null}), true)
    // A review of other words does not cover these.
    assert.equal(
      publishNeedsReview({draft: {...reviewed({...live, dosage: '60 mg'}), dosage: '80 mg'}, published: live}),
      true,
    )
  })

  it('lets through a draft reviewed as it stands, or one whose claims are those already live', () => {
    assert.equal(publishNeedsReview({draft: reviewed({...live, dosage: '80 mg'}), published: live}), false)
    assert.equal(publishNeedsReview({draft: {...live, sortOrder: 3, emoji: '🌿'}, published: live}), false)
    // Never reviewed, but the draft only moves it: nothing new goes live.
    assert.equal(publishNeedsReview({draft: {...blackCohosh, sortOrder: 40}, published: blackCohosh}), false)
    assert.equal(publishNeedsReview({draft: null, published: live}), false)
  })

  it('leaves documents without health claims alone', () => {
    const testimonial = dataset.find((doc) => doc._type === 'testimonial')!
    assert.equal(publishNeedsReview({draft: {...testimonial, content: 'Changed'}, published: testimonial}), false)
  })
})

describe('Due for review list', () => {
  it('reads every health document with the query the Studio runs, and lists them all while none is reviewed', async () => {
    const query = parse(HEALTH_DOCUMENTS_QUERY, {params: healthDocumentsParams()})
    const docs = (await (await evaluate(query, {dataset, params: healthDocumentsParams()})).get()) as HealthDocument[]
    const due = dueForReview(docs, today)
    assert.equal(due.length, docs.length)
    assert.ok(due.every((item) => item.reason === 'never-reviewed'))
    assert.deepEqual(new Set(due.map((item) => item.type)), new Set(HEALTH_DOCUMENT_TYPES))
    assert.ok(due.some((item) => item.id === 'remedy-black-cohosh' && item.title === 'Black Cohosh'))
  })

  it('judges the draft where there is one, lists changed claims first, and drops what is current', () => {
    const current = reviewed(byId('phase-perimenopause'))
    const old = reviewed(byId('remedy-ashwagandha'), new Date('2025-05-01T00:00:00Z'))
    const live = reviewed(blackCohosh)
    const draft = {...live, _id: 'drafts.remedy-black-cohosh', dosage: '80 mg'}
    const due = dueForReview([current, old, live, draft, byId('redFlags')], today)
    assert.deepEqual(
      due.map(({id, reason}) => [id, reason]),
      [
        ['remedy-black-cohosh', 'changed-since-review'],
        ['redFlags', 'never-reviewed'],
        ['remedy-ashwagandha', 'expired'],
      ],
    )
    assert.equal(due[2].reviewedAt, '2025-05-01')
  })
})

describe('Mark clinically reviewed', () => {
  it('records who, credential, today and what, with the fingerprint of the claims as they stand', () => {
    const record = reviewRecord({...reviewer, reviewerName: '  Dana Reyes '}, blackCohosh, today)
    assert.deepEqual(record, {
      _type: 'clinicalReview',
      reviewerName: 'Dana Reyes',
      reviewerCredential: 'MD, NCMP',
      scope: 'Dose, side effects and evidence',
      reviewedAt: '2026-06-15',
      claimsFingerprint: claimsFingerprint(blackCohosh),
    })
  })

  it('names what the reviewer left empty, and records nothing then', () => {
    assert.deepEqual(reviewInputProblems({reviewerName: 'Dana', reviewerCredential: ' ', scope: ''}), [
      'Your credential (e.g. MD, NP, RD, PharmD)',
      'What you reviewed',
    ])
    assert.throws(() => reviewRecord({...reviewer, scope: ''}, blackCohosh, today), /What you reviewed/)
  })

  it('is offered to a clinical reviewer only: her Studio role, or her email in the reviewers list', () => {
    const emails = reviewerEmails(' Dana@Clinic.example , other@clinic.example')
    assert.equal(isClinicalReviewer({email: 'dana@clinic.example', roles: [{name: 'editor'}]}, emails), true)
    assert.equal(isClinicalReviewer({email: 'x@y.example', roles: [{name: 'clinical-reviewer'}]}, []), true)
    assert.equal(isClinicalReviewer({email: 'coach@site.example', roles: [{name: 'administrator'}]}, emails), false)
    assert.equal(isClinicalReviewer(null, emails), false)
  })

  it('writes a record the schema accepts on every health document type', async () => {
    const declared = new Map(schemaTypes.map((type) => [type.name, type as unknown as {fields: Array<{name: string}>}]))
    for (const type of HEALTH_DOCUMENT_TYPES)
      assert.ok(
        declared.get(type)?.fields.some((field) => field.name === 'clinicalReview'),
        `${type} records its review`,
      )
    const doc = reviewed(blackCohosh)
    const symptoms = dataset.filter(
      (candidate) => candidate._type === 'symptom' || candidate._type === 'symptomCategory',
    )
    const problems = (await validateDataset([doc, ...symptoms] as never)).filter((p) => p.startsWith(`${doc._id} `))
    assert.deepEqual(problems, [])
  })
})
