import assert from 'node:assert/strict'
import path from 'node:path'
import {describe, it} from 'node:test'
import type {SanityDocument} from 'sanity'
import {readDataset} from '../../build-time/content-source/dataset'
import {claimsIn, purposeBeyondProfile, topPriorityWithoutSource, type ClaimSymptom} from '../../studio/lib/claims'
import {validateDataset} from './support/validate-dataset'

const embedded = () => readDataset(path.resolve('content')) as unknown as SanityDocument[]
const ref = (id: string, key = id) => ({_key: key, _type: 'reference', _ref: id})

const catalogue: ClaimSymptom[] = [
  {_id: 'hair', name: 'Hair Thinning', claimWords: ['hair']},
  {_id: 'nails', name: 'Brittle Nails', claimWords: ['nails']},
  {_id: 'skin', name: 'Skin Changes', claimWords: ['skin']},
  {_id: 'weight-a', name: 'Weight Changes', claimWords: ['weight']},
  {_id: 'weight-b', name: 'Weight Management', claimWords: ['weight']},
]
const biotin = {name: 'Biotin', symptoms: ['nails'], noClearBenefitFor: ['hair']}

describe('claims the evidence carries (docs/health-rules.md "Claims")', () => {
  it('finds the symptoms a text names, by whole word and in any case', () => {
    assert.deepEqual(
      claimsIn('Supports healthy HAIR and nails; not a chair', catalogue).map((claim) => claim.word),
      ['hair', 'nails'],
    )
    assert.deepEqual(
      claimsIn('Helps weight', catalogue)[0].symptoms.map((s) => s._id),
      ['weight-a', 'weight-b'],
    )
  })

  it("accepts a purpose that names only the profile's symptoms, and a shared word when either symptom is listed", () => {
    assert.equal(purposeBeyondProfile('May help brittle nails.', biotin, catalogue), true)
    const weightProfile = {name: 'Fiber', symptoms: ['weight-b'], noClearBenefitFor: []}
    assert.equal(purposeBeyondProfile('May help with weight.', weightProfile, catalogue), true)
  })

  it('refuses a benefit the profile records no clear benefit for, and one it does not list, naming field and profile', () => {
    assert.equal(
      purposeBeyondProfile('Supports healthy hair and nails.', biotin, catalogue),
      'The purpose says "hair", but the "Biotin" profile lists Hair Thinning under "Studied without clear benefit for". Reword the purpose so it claims only what the profile supports.',
    )
    assert.equal(
      purposeBeyondProfile('Supports nails and skin.', biotin, catalogue),
      'The purpose says "skin", but the "Biotin" profile does not list Skin Changes under "Symptoms it may help". Reword the purpose, or add the symptom to the profile with the evidence for it.',
    )
  })

  it('lists the "Top Priority" symptoms no source backs', () => {
    const sources = [{backsSymptoms: [ref('a')]}, {}]
    assert.deepEqual(topPriorityWithoutSource(['a', 'b'], sources), ['b'])
    assert.deepEqual(topPriorityWithoutSource(['a'], undefined), ['a'])
  })

  it("the Studio refuses the old biotin wording and a Top Priority without a source, in the embedded content's own documents", async () => {
    const documents = embedded().map((doc) => {
      if (doc._id === 'stack-biotin')
        return {...doc, purpose: 'Supports healthy hair, skin and nails, mainly when intake is low.'}
      if (doc._id === 'remedy-meditation') {
        const moderate = doc.moderateEvidenceFor as {_ref: string}[]
        return {...doc, moderateEvidenceFor: [...moderate, ref('symptom-stress', 'stress')]}
      }
      return doc
    })
    const problems = (await validateDataset(documents)).filter((line) => !line.startsWith('siteSettings warning'))
    assert.deepEqual(problems.sort(), [
      'remedy-meditation error ["moderateEvidenceFor"]: Stress is marked "At least moderate evidence for", but no source in "Sources" is marked as backing it. Add the symptom under "Symptoms it backs" on a source you have read that shows the evidence, or remove it here.',
      'stack-biotin error ["purpose"]: The purpose says "hair", but the "Biotin" profile lists Hair Thinning under "Studied without clear benefit for". Reword the purpose so it claims only what the profile supports.',
    ])
  })

  it('refuses a symptom tag that the profile records no clear benefit for (flaxseed and hot flashes)', async () => {
    const documents = embedded().map((doc) =>
      doc._id === 'remedy-flaxseed'
        ? {...doc, symptoms: [...(doc.symptoms as {_ref: string}[]), ref('symptom-hot-flashes', 'hot-flashes')]}
        : doc,
    )
    const problems = (await validateDataset(documents)).filter((line) => line.startsWith('remedy-flaxseed'))
    assert.deepEqual(problems, [
      'remedy-flaxseed error ["noClearBenefitFor"]: A symptom the research found no clear benefit for cannot also be under "Symptoms it may help": remove it there.',
    ])
  })
})
