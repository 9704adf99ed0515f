import {ALL_CATEGORIES, filterRemedies, mergeRemedies, toParagraphs} from '../../../../src/features/remedies/logic'
import type {RemedyProfile} from '../../../../src/lib/content/premium'

const remedy = (
  slug: string,
  name: string,
  categories: string[],
  extra: Partial<RemedyProfile> = {},
): RemedyProfile => ({
  slug,
  name,
  emoji: null,
  description: `${name} description`,
  usage: `${name} usage`,
  evidenceLevel: 'Moderate clinical evidence',
  category: 'supplements',
  whatItIs: null,
  image: null,
  sources: null,
  inAction: null,
  evidence: null,
  dosage: null,
  sideEffects: null,
  affiliateLink: null,
  symptoms: categories.map((category) => ({slug: `${category}-symptom`, name: category, category})),
  ...extra,
})

const remedies = [
  remedy('melatonin', 'Melatonin', ['sleep']),
  remedy('black-cohosh', 'Black Cohosh', ['hot-flashes'], {description: 'A herb for night sweats'}),
  remedy('ashwagandha', 'Ashwagandha', ['mood', 'sleep'], {usage: 'Take with MEALS'}),
  remedy('berberine', 'Berberine', ['metabolism']),
]
const slugs = (list: RemedyProfile[]) => list.map((item) => item.slug)

describe('filterRemedies', () => {
  it('shows everything for All Remedies and an empty search', () => {
    expect(slugs(filterRemedies(remedies, '  ', ALL_CATEGORIES))).toEqual([
      'melatonin',
      'black-cohosh',
      'ashwagandha',
      'berberine',
    ])
  })

  it('keeps remedies whose symptoms include the category', () => {
    expect(slugs(filterRemedies(remedies, '', 'sleep'))).toEqual(['melatonin', 'ashwagandha'])
    expect(slugs(filterRemedies(remedies, '', 'brain-fog'))).toEqual([])
  })

  it('matches name, description or usage case-insensitively', () => {
    expect(slugs(filterRemedies(remedies, 'MELA', ALL_CATEGORIES))).toEqual(['melatonin'])
    expect(slugs(filterRemedies(remedies, 'night sweats', ALL_CATEGORIES))).toEqual(['black-cohosh'])
    expect(slugs(filterRemedies(remedies, 'meals', ALL_CATEGORIES))).toEqual(['ashwagandha'])
  })

  it('combines the search with the category', () => {
    expect(slugs(filterRemedies(remedies, 'ashwa', 'sleep'))).toEqual(['ashwagandha'])
    expect(slugs(filterRemedies(remedies, 'ashwa', 'hot-flashes'))).toEqual([])
    expect(slugs(filterRemedies(remedies, 'description', 'mood'))).toEqual(['ashwagandha'])
  })
})

describe('toParagraphs', () => {
  it('splits multi-line text into trimmed paragraphs and drops blank lines', () => {
    expect(toParagraphs('First line.\n\n  Second line. \nThird.')).toEqual(['First line.', 'Second line.', 'Third.'])
    expect(toParagraphs(null)).toEqual([])
  })
})

describe('mergeRemedies', () => {
  it('puts free profiles first and skips premium duplicates', () => {
    const merged = mergeRemedies(remedies.slice(0, 2), [remedies[1], remedies[2]])
    expect(slugs(merged)).toEqual(['melatonin', 'black-cohosh', 'ashwagandha'])
    expect(slugs(mergeRemedies(remedies.slice(0, 1), undefined))).toEqual(['melatonin'])
  })
})
