/** @jest-environment node */
import {claimsFingerprint, isHealthDocumentType} from '../../../content-model/claims-fingerprint'
import {readDataset, type SanityDocument} from '../../../build-time/content-source/dataset'
import {runPreflight} from '../../../build-time/preflight/run'
import {FAKE_SANITY_TOKEN, startFakeSanity} from '../../support/fake-sanity'
import {finished, liveEnv} from '../../support/preflight-values'

/**
 * The clinician's gate at build time (DECISIONS 50): production's preflight stops on a health claim the Studio's
 * Publish action would have held back, read from a local fake of Sanity's API as the build reads the content.
 */

// Each run reads the content over HTTP and resolves the mail server's name: slower than a unit test.
jest.setTimeout(30_000)

const starter = readDataset('content')
const blackCohosh = starter.find((doc) => doc._id === 'remedy-black-cohosh')!

/** The remedy as Dana Reyes reviewed it in the Studio: her review records the fingerprint of its claims then. */
const reviewed = {
  ...blackCohosh,
  clinicalReview: {
    _type: 'clinicalReview',
    reviewerName: 'Dana Reyes',
    reviewerCredential: 'MD',
    reviewedAt: '2026-10-01',
    scope: 'Uses, dose, warnings and sources',
    claimsFingerprint: claimsFingerprint(blackCohosh),
  },
}
/** Its dose changed after the review, written through the API (no Studio Publish action on the way). */
const doseChanged = {...reviewed, usage: 'Standardized extract, 3 capsules three times a day.'}

const STOP_LINE =
  'Content: the remedy "Black Cohosh" changed after Dana Reyes\'s clinical review on 2026-10-01: its health claims as they stand now are not reviewed. Ask your clinical reviewer to review it in the Studio: Due for review → Black Cohosh → Mark clinically reviewed, then publish it.'

/** The preflight against a Sanity dataset holding the coach's finished site settings and these documents. */
async function preflightWith(documents: SanityDocument[], overrides: Record<string, string> = {}) {
  const fake = await startFakeSanity({documents: [{...finished, _id: 'siteSettings'}, ...documents], sdl: ''})
  try {
    return await runPreflight({
      ...liveEnv,
      SANITY_PROJECT_ID: 'fakeproject',
      SANITY_API_HOST: fake.apiHost,
      CONTEXT: 'production',
      ...overrides,
    })
  } finally {
    await fake.close()
  }
}

const healthFindings = (report: Awaited<ReturnType<typeof runPreflight>>) =>
  report.findings.filter((finding) => finding.item.startsWith('Health '))

describe("production's preflight holds back health claims no clinician reviewed", () => {
  it('a reviewed remedy whose dose changed after the review stops the production build with one line', async () => {
    const report = await preflightWith([doseChanged])
    expect(report.ok).toBe(false)
    expect(report.findings.map((finding) => finding.message)).toEqual([STOP_LINE])
    expect(report.text).toContain(`Preflight: this production build stops, 1 item to fix:\n  ✗ ${STOP_LINE}\n`)
  })

  it('the same remedy unchanged since its review passes', async () => {
    const report = await preflightWith([reviewed])
    expect(report.findings).toEqual([])
    expect(report.ok).toBe(true)
  })

  it('outside production the changed remedy is reported, and the build goes on', async () => {
    const report = await preflightWith([doseChanged], {CONTEXT: 'deploy-preview'})
    expect(report.ok).toBe(true)
    expect(report.text).toContain(`  ✗ ${STOP_LINE}`)
  })

  it('a draft is not what the build publishes: a changed draft beside its reviewed document passes', async () => {
    const report = await preflightWith([reviewed, {...doseChanged, _id: `drafts.${reviewed._id}`}], {
      SANITY_READ_TOKEN: FAKE_SANITY_TOKEN,
    })
    expect(report.findings).toEqual([])
    expect(report.ok).toBe(true)
  })

  it('a never-reviewed remedy as the starter content has it is reported, and does not stop', async () => {
    const report = await preflightWith([blackCohosh])
    expect(report.ok).toBe(true)
    expect(report.text.split('\n')).toContain(
      `Preflight: 1 health document is the starter content's, never clinically reviewed: it goes live as shipped, and the Studio's "Due for review" lists it for your clinical reviewer.`,
    )
  })

  it('a never-reviewed remedy whose claims were edited stops, as the Studio would not have published it', async () => {
    const edited = {...blackCohosh, usage: 'Standardized extract, 3 capsules three times a day.'}
    const created = {...blackCohosh, _id: 'remedy-new-herb', name: 'New Herb'}
    const report = await preflightWith([edited, created])
    expect(report.ok).toBe(false)
    expect(healthFindings(report).map((finding) => finding.message)).toEqual([
      'Content: the remedy "Black Cohosh" was never clinically reviewed, and its health claims differ from the starter content. Ask your clinical reviewer to review it in the Studio: Due for review → Black Cohosh → Mark clinically reviewed, then publish it.',
      'Content: the remedy "New Herb" was never clinically reviewed, and it is not part of the starter content. Ask your clinical reviewer to review it in the Studio: Due for review → New Herb → Mark clinically reviewed, then publish it.',
    ])
  })

  it('a change to what is not a claim (position, photo, shop link) keeps the review', async () => {
    const report = await preflightWith([{...reviewed, sortOrder: 9, emoji: '🌸'}])
    expect(report.findings).toEqual([])
  })

  it('the embedded content as shipped stops nothing: every health document is the starter content, reported', async () => {
    const report = await runPreflight({...liveEnv, SANITY_PROJECT_ID: undefined, CONTEXT: 'production'})
    const health = starter.filter((doc) => isHealthDocumentType(doc._type))
    expect(healthFindings(report)).toEqual([])
    expect(report.text.split('\n')).toContain(
      `Preflight: ${health.length} health documents are the starter content's, never clinically reviewed: they go live as shipped, and the Studio's "Due for review" lists them for your clinical reviewer.`,
    )
  })
})
