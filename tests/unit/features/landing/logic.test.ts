import {coachByline, savingAgainstValue} from '../../../../src/features/landing/logic'
import {strategyFavorite} from '../../../../src/features/guides/favorites'
import {supplementFavorite} from '../../../../src/features/landing/favorites'
import {parseFavorites} from '../../../../src/lib/favorites/favorites'

describe('coach byline (issue 15)', () => {
  it('never shows a marked placeholder: first name and title until the coach fills her details', () => {
    expect(coachByline({coachName: 'Amy', coachTitle: 'Certified Menopause Specialist', coachFullName: '[Placeholder] full name', credentialIssuer: '[Placeholder] issuer'})).toEqual({
      name: 'Amy',
      title: 'Certified Menopause Specialist',
      issuer: null,
    })
    expect(coachByline({coachName: 'Amy', coachTitle: 'T', coachFullName: null, credentialIssuer: ''})).toEqual({name: 'Amy', title: 'T', issuer: null})
  })

  it('shows the full name and the issuing body once they are real', () => {
    expect(coachByline({coachName: 'Amy', coachTitle: 'T', coachFullName: ' Amy Example ', credentialIssuer: 'Issuing Body'})).toEqual({name: 'Amy Example', title: 'T', issuer: 'Issuing Body'})
  })
})

describe('saving against the claimed value', () => {
  it("is the Studio's value minus the $37 price (spec: value $426, saving $389)", () => {
    expect(savingAgainstValue(426)).toBe(389)
    expect(savingAgainstValue(100)).toBe(63)
    expect(savingAgainstValue(10)).toBe(0)
  })
})

describe('favorites beyond remedies', () => {
  it('saves strategies and supplement cards with their own type, which the favorites page accepts', () => {
    const strategy = strategyFavorite({icon: '🛏️', title: 'Sleep Environment', description: 'Set up the room.', tips: ['Keep it cool']}, 'The Sleep Guide')
    const supplement = supplementFavorite({slug: 'magnesium', name: 'Magnesium', category: 'Sleep support', emoji: '💊', description: 'A mineral.', benefits: [], note: null, inToolkit: true, remedySlug: 'magnesium-glycinate', image: null, affiliateLink: null})
    expect(strategy).toMatchObject({id: 'strategy-the-sleep-guide-sleep-environment', type: 'strategy', title: 'Sleep Environment', category: 'The Sleep Guide'})
    expect(strategy.description).toContain('Keep it cool')
    expect(supplement).toMatchObject({id: 'supplement-magnesium', type: 'supplement', title: 'Magnesium'})
    expect(parseFavorites([strategy, supplement])).toHaveLength(2)
  })
})
