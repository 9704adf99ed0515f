import {render} from '@testing-library/react'
import {RedFlagCard} from '../../../../src/components/health/red-flag-card'
import {TestimonialsSection} from '../../../../src/features/landing/components/testimonials-section'
import {TipCategoryGrid} from '../../../../src/features/guides/components/tip-category-grid'
import {PhaseCards} from '../../../../src/features/phase-quiz/components/phase-cards'
import {RemedyCard} from '../../../../src/features/remedies/components/remedy-card'
import type {RedFlagWording} from '../../../../src/lib/health/red-flags'
import type {RemedyProfile} from '../../../../src/lib/content/premium'
import {SLEEP_GUIDE_DOCUMENT} from '../../../../src/lib/content/visual-editing'

/** Each element's "document;field" as the preview server marks it (the attribute also names the Studio). */
const marked = (container: HTMLElement) =>
  [...container.querySelectorAll('[data-sanity]')].map((element) => {
    const attribute = element.getAttribute('data-sanity') ?? ''
    return `${/id=([^;]+)/.exec(attribute)?.[1]};${/path=([^;]+)/.exec(attribute)?.[1]}`
  })

const remedy = {
  _id: 'remedy-sage',
  slug: 'sage',
  name: 'Sage',
  emoji: '🌿',
  description: 'A kitchen herb.',
  evidenceLevel: 'Limited clinical evidence',
  image: null,
} as RemedyProfile
const story = {_id: 'story-jennifer', name: 'Jennifer', age: 49, issue: 'Night sweats', result: 'Sleeps', timeframe: '6 weeks', illustrative: false}
const wording = {
  heading: 'See a clinician',
  intro: 'Some answers need a doctor.',
  crisisText: 'If you are in crisis, call.',
  crisisPhone: '988',
  mood: {title: 'Low mood', text: 'Talk to someone.'},
} as unknown as RedFlagWording

describe('click-to-edit marks on the preview server', () => {
  const saved = {...process.env}
  beforeEach(() => {
    process.env.GATSBY_CONTENT_PREVIEW = 'true'
  })
  afterEach(() => {
    process.env = {...saved}
  })

  it("name each shown field of a remedy card, a success story, a phase card, a guide's tips and the red flags", () => {
    expect(marked(render(<RemedyCard remedy={remedy} onDetails={() => undefined} />).container)).toEqual([
      'remedy-sage;name',
      'remedy-sage;evidenceLevel',
      'remedy-sage;description',
    ])
    expect(marked(render(<TestimonialsSection testimonials={[]} stories={[story]} />).container)).toEqual([
      'story-jennifer;issue',
      'story-jennifer;result',
      'story-jennifer;timeframe',
    ])
    const phase = {_id: 'phase-menopause', slug: 'menopause', title: 'Menopause', emoji: '🌸', subtitle: 'One year', duration: '1 day', description: 'x', characteristics: [], recommendations: []}
    expect(marked(render(<PhaseCards phases={[phase]} />).container)).toEqual([
      'phase-menopause;title',
      'phase-menopause;subtitle',
      'phase-menopause;duration',
    ])
    const tips = [{icon: '🛏️', title: 'Room', description: 'Keep it cool.', tips: ['Fan']}]
    const grid = render(<TipCategoryGrid categories={tips} guide="Sleep" source={{document: SLEEP_GUIDE_DOCUMENT, field: 'tipCategories'}} />)
    // An item by position: the attribute writes tipCategories[0].title as tipCategories:0.title.
    expect(marked(grid.container)).toEqual([
      'sleepGuide;tipCategories:0.title',
      'sleepGuide;tipCategories:0.description',
      'sleepGuide;tipCategories:0.tips',
    ])
    expect(marked(render(<RedFlagCard flags={['mood']} wording={wording} />).container)).toEqual([
      'redFlags;heading',
      'redFlags;intro',
      'redFlags;mood.title',
      'redFlags;mood.text',
      'redFlags;crisisText',
    ])
  })

  it('mark nothing outside the preview server', () => {
    delete process.env.GATSBY_CONTENT_PREVIEW
    expect(marked(render(<RemedyCard remedy={remedy} onDetails={() => undefined} />).container)).toEqual([])
    expect(marked(render(<RedFlagCard flags={['mood']} wording={wording} />).container)).toEqual([])
  })
})
