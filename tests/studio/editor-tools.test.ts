import assert from 'node:assert/strict'
import path from 'node:path'
import {describe, it} from 'node:test'
import {schemaTypes} from '../../studio/schemaTypes'
import {PREVIEWABLE_TYPES, previewUrl} from '../../studio/lib/preview-url'
import {missingSafetyInfo, safetyBadge} from '../../studio/lib/remedy-safety'
import {coachDetailsBadge, missingCoachDetails} from '../../studio/lib/coach-details'
import {readDataset} from '../../build-time/content-source/dataset'
import {validateDataset} from './support/validate-dataset'

describe('Studio preview view', () => {
  it('exists for every previewable document type of the issue, all declared in the schema', () => {
    assert.deepEqual([...PREVIEWABLE_TYPES].sort(), [
      'dailyStackItem',
      'emotionalWellness',
      'phase',
      'remedy',
      'siteSettings',
      'sleepGuide',
      'testimonial',
    ])
    const declared = new Set<string>(schemaTypes.map((type) => type.name))
    for (const type of PREVIEWABLE_TYPES) assert.ok(declared.has(type), `${type} is not a schema type`)
  })

  it('opens the matching page and section of the preview server', () => {
    const origin = 'http://localhost:8000/'
    assert.equal(
      previewUrl(origin, {_type: 'remedy', slug: {current: 'black-cohosh'}}),
      'http://localhost:8000/remedies/black-cohosh',
    )
    assert.equal(previewUrl(origin, {_type: 'siteSettings'}), 'http://localhost:8000/')
    assert.equal(previewUrl(origin, {_type: 'emotionalWellness'}), 'http://localhost:8000/#wellness')
    assert.equal(previewUrl(origin, {_type: 'dailyStackItem'}), 'http://localhost:8000/toolkit#amy-stack')
  })

  it('has no page for a remedy without a slug, nor for types without a page', () => {
    assert.equal(previewUrl('http://x', {_type: 'remedy'}), undefined)
    assert.equal(previewUrl('http://x', {_type: 'symptom'}), undefined)
  })
})

describe('remedy safety badge', () => {
  it('names what is missing', () => {
    assert.deepEqual(missingSafetyInfo({_type: 'remedy', dosage: '300 mg', sideEffects: ' '}), ['side effects'])
    assert.deepEqual(safetyBadge(['dosage', 'side effects'])?.label, 'No dosage or side effects')
    assert.equal(safetyBadge(['dosage'])?.color, 'warning')
  })

  it('stays away from complete remedies and other documents', () => {
    assert.deepEqual(missingSafetyInfo({_type: 'remedy', dosage: '300 mg', sideEffects: 'Mild stomach upset.'}), [])
    assert.deepEqual(missingSafetyInfo({_type: 'symptom'}), [])
    assert.deepEqual(missingSafetyInfo(null), [])
    assert.equal(safetyBadge([]), null)
  })

  it('flags no herb or supplement of the embedded content (their validation requires both)', () => {
    const flagged = readDataset(path.resolve('content'))
      .filter((doc) => doc._type === 'remedy' && ['herbs', 'supplements'].includes(doc.category as string))
      .filter((doc) => missingSafetyInfo(doc).length > 0)
      .map((doc) => doc._id)
    assert.deepEqual(flagged, [])
  })
})

describe('validation messages', () => {
  it('tell the coach in plain words what is missing, never a bare "Required"', async () => {
    const empty = schemaTypes
      .filter((type) => type.type === 'document')
      .map((type) => ({_id: `empty-${type.name}`, _type: type.name}))
    const problems = await validateDataset(empty as never)
    assert.ok(problems.length > 50, 'empty documents break many rules')
    // Sanity's built-in slug type checks its own inner field; that message is not ours to word.
    const bare = problems.filter((problem) => / error \["\w+"\]: (Required|Must be|Does not match)/.test(problem))
    assert.deepEqual(bare, [])
  })
})

describe('daily stack: dose each time (docs/health-rules.md)', () => {
  const dataset = readDataset(path.resolve('content'))
  const citrate = dataset.find((doc) => doc._id === 'stack-magnesium-citrate')!
  const remedyOf = dataset.find((doc) => doc._id === (citrate.remedy as {_ref: string})._ref)!
  const dosePerTimeProblems = async (doc: Record<string, unknown>) =>
    (await validateDataset([{...citrate, ...doc}, remedyOf] as never)).filter(
      (problem) => problem.startsWith(`${citrate._id} `) && problem.includes('["dosePerTime"]'),
    )

  it('requires the dose each time of a "Morning & Evening" item, and says why', async () => {
    assert.deepEqual(await dosePerTimeProblems({}), [])
    const missing = await dosePerTimeProblems({dosePerTime: undefined})
    assert.equal(missing.length, 1)
    assert.match(missing[0], / error .*Add the dose for each time: a "Morning & Evening" item shows it in both columns/)
    assert.equal((await dosePerTimeProblems({dosePerTime: '  '})).length, 1)
  })

  it('asks no dose each time of an item taken once a day', async () => {
    assert.deepEqual(await dosePerTimeProblems({timing: 'Morning', dosePerTime: undefined}), [])
  })
})

describe('Business tool', () => {
  it('opens the back office of the configured site, else of the preview server', async () => {
    const {backOfficeUrl, siteOrigin, BACK_OFFICE_PATH} = await import('../../studio/lib/preview-url')
    const {OWNER_ROUTES} = await import('../../src/config/owner')
    assert.equal(BACK_OFFICE_PATH, OWNER_ROUTES.home)
    assert.equal(
      backOfficeUrl(siteOrigin({SANITY_STUDIO_SITE_URL: 'https://menopausemasterytoolkit.com/'})),
      'https://menopausemasterytoolkit.com/owner',
    )
    assert.equal(
      backOfficeUrl(siteOrigin({SANITY_STUDIO_PREVIEW_URL: 'http://localhost:8100'})),
      'http://localhost:8100/owner',
    )
    assert.equal(backOfficeUrl(siteOrigin({})), 'http://localhost:8100/owner')
  })
})

describe('coach details badge ', () => {
  const settings = readDataset(path.resolve('content')).find((doc) => doc._id === 'siteSettings')!

  it('warns while the embedded dataset holds the marked placeholders', () => {
    assert.deepEqual(missingCoachDetails(settings), ['full name', 'portrait', 'credential issuer'])
    assert.equal(coachDetailsBadge(missingCoachDetails(settings))?.label, 'Coach details: placeholder')
    assert.equal(coachDetailsBadge(['portrait'])?.color, 'warning')
  })

  it('goes away once the coach fills real details, and ignores other documents', () => {
    const filled = {
      _type: 'siteSettings',
      coachFullName: 'Amy Example',
      credentialIssuer: 'An issuing body',
      coachPortrait: {_type: 'portraitImage', placeholder: false, asset: {_ref: 'image-abc-10x10-png'}},
    }
    assert.deepEqual(missingCoachDetails(filled), [])
    assert.equal(coachDetailsBadge([]), null)
    assert.deepEqual(missingCoachDetails({...filled, coachFullName: '[Placeholder] name'}), ['full name'])
    assert.deepEqual(missingCoachDetails({...filled, coachPortrait: undefined}), ['portrait'])
    assert.deepEqual(missingCoachDetails({_type: 'remedy'}), [])
  })
})
