import {readFileSync} from 'node:fs'
import {join} from 'node:path'
import {MAX_PERSONALISED_ITEMS} from '../../../../src/config/assessment'
import {personalisedPicks, recommendRemedies, type RemedyProfile} from '../../../../src/lib/health/recommendations'

type Ref = {_ref: string}
type RemedyDoc = {
  slug: {current: string}
  name: string
  emoji?: string
  sortOrder: number
  evidenceLevel: string
  referenceOnly?: boolean
  symptoms?: Ref[]
  moderateEvidenceFor?: Ref[]
}

/** The embedded remedy profiles, as the assessment's GraphQL fragment hands them to the rules. */
const remedies: RemedyProfile[] = readFileSync(join(__dirname, '../../../../content/remedies.ndjson'), 'utf8')
  .trim()
  .split('\n')
  .map((line) => JSON.parse(line) as RemedyDoc)
  .sort((a, b) => a.sortOrder - b.sortOrder)
  .map((doc) => ({
    slug: doc.slug.current,
    name: doc.name,
    emoji: doc.emoji ?? null,
    evidenceLevel: doc.evidenceLevel,
    referenceOnly: doc.referenceOnly === true,
    symptoms: (doc.symptoms ?? []).map((s) => s._ref.replace(/^symptom-/, '')),
    moderateEvidenceFor: (doc.moderateEvidenceFor ?? []).map((s) => s._ref.replace(/^symptom-/, '')),
  }))
const bySlug = new Map(remedies.map((r) => [r.slug, r]))
const card = (symptoms: string[], phase: string | null = null, severity: Record<string, number> = {}) =>
  personalisedPicks(remedies, {symptoms, severity, phase}, MAX_PERSONALISED_ITEMS).map(
    (r) => `${r.slug}${r.topPriority ? ' (top)' : ''}`,
  )

describe('the personalised card, derived from the profiles (DECISIONS 36)', () => {
  // One row per case: chosen symptoms → the card. Every item lists the symptom in its profile; "(top)" only
  // where the profile records at least moderate evidence for it.
  it.each([
    ['sleep', ['sleep'], ['magnesium-glycinate', 'cool-sleep-environment', 'deep-breathing', 'ashwagandha']],
    [
      'hot flashes: no Rhodiola, no flaxseed, evening primrose or cooling',
      ['hot-flashes'],
      ['black-cohosh', 'red-clover', 'sage-tea', 'pycnogenol'],
    ],
    ['mood', ['mood'], ['omega-3-fish-oil', 'ashwagandha', 'meditation', 'yoga']],
    // No profile's evidence supports one for brain fog (omega-3, ginkgo, choline and NAD+ alike): nothing stands in.
    ['brain fog: no remedy at all', ['brain-fog'], []],
    // Vitamin D's own evidence calls immunity mixed, outside deficiency.
    ['immunity: no vitamin D', ['immunity'], ['probiotics']],
    ['bone health', ['bone-health'], ['vitamin-d3 (top)', 'resistance-training (top)']],
    // Omega-3 lowers triglycerides, not cholesterol (its own evidence text).
    ['cholesterol', ['cholesterol'], ['fiber (top)', 'psyllium-husk (top)', 'flaxseed', 'berberine']],
    ['anxiety', ['anxiety'], ['meditation (top)', 'magnesium-glycinate', 'deep-breathing', 'ashwagandha']],
  ])('%s', (_case, symptoms, expected) => {
    expect(card(symptoms)).toEqual(expected)
  })

  it('never lists a remedy for a symptom its profile does not list, in any phase', () => {
    for (const phase of [null, 'perimenopause', 'menopause', 'postmenopause']) {
      for (const symptom of ['sleep', 'hot-flashes', 'mood', 'brain-fog', 'immunity', 'heavy-bleeding', 'joint-pain']) {
        for (const pick of recommendRemedies(remedies, {symptoms: [symptom], severity: {}, phase})) {
          expect(`${pick.slug} ${bySlug.get(pick.slug)!.symptoms.includes(symptom)}`).toBe(`${pick.slug} true`)
          expect(pick.topPriority).toBe(bySlug.get(pick.slug)!.moderateEvidenceFor.includes(symptom))
        }
      }
    }
  })

  it('gives the same card in every phase: no remedy is recommended for a stage alone (no DIM)', () => {
    for (const phase of ['perimenopause', 'menopause', 'postmenopause']) {
      expect(card(['hot-flashes', 'sleep'], phase)).toEqual(card(['hot-flashes', 'sleep'], null))
    }
    expect(
      remedies
        .flatMap((r) => recommendRemedies([r], {symptoms: r.symptoms, severity: {}, phase: 'perimenopause'}))
        .map((r) => r.slug),
    ).not.toContain('dim')
  })

  it('shows at most 4, the Top Priorities first, each group in the ranking order', () => {
    const picks = card(['sleep', 'anxiety', 'bone-health', 'cholesterol'])
    expect(picks).toHaveLength(MAX_PERSONALISED_ITEMS)
    expect(picks.every((p) => p.endsWith('(top)'))).toBe(true)
  })

  it('ranks the most severe symptom first (DECISIONS 33); the card then puts the Top Priorities first', () => {
    const request = {symptoms: ['bone-health', 'sleep'], severity: {sleep: 5, 'bone-health': 1}, phase: null}
    expect(
      recommendRemedies(remedies, request)
        .map((r) => r.slug)
        .slice(0, 2),
    ).toEqual(['magnesium-glycinate', 'cool-sleep-environment'])
    expect(card(request.symptoms, null, request.severity)).toEqual([
      'vitamin-d3 (top)',
      'resistance-training (top)',
      'magnesium-glycinate',
      'cool-sleep-environment',
    ])
  })

  it('shows no default remedy and no "Top Priority" when nothing matches (DECISIONS 46)', () => {
    expect(card(['heavy-bleeding'])).toEqual([])
    expect(card(['severe-headache', 'urinary'])).toEqual([])
    expect(card(['vaginal-dryness'])).toEqual([])
    expect(card([])).toEqual([])
  })
})
