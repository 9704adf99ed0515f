import {coachByline, firstNameOnly, formerPrice, isCustomerQuote} from '../../../../src/features/landing/logic'
import {strategyFavorite} from '../../../../src/features/guides/favorites'
import {supplementFavorite} from '../../../../src/features/landing/favorites'
import {parseFavorites} from '../../../../src/lib/favorites/favorites'

describe("coach byline (the coach's checkable details)", () => {
  it('never shows a marked placeholder: first name and title until the coach fills her details', () => {
    expect(
      coachByline({
        coachName: 'Amy',
        coachTitle: 'Certified Menopause Specialist',
        coachFullName: '[Placeholder] full name',
        credentialIssuer: '[Placeholder] issuer',
      }),
    ).toEqual({
      name: 'Amy',
      title: 'Certified Menopause Specialist',
      issuer: null,
    })
    expect(coachByline({coachName: 'Amy', coachTitle: 'T', coachFullName: null, credentialIssuer: ''})).toEqual({
      name: 'Amy',
      title: 'T',
      issuer: null,
    })
  })

  it('shows the full name and the issuing body once they are real', () => {
    expect(
      coachByline({
        coachName: 'Amy',
        coachTitle: 'T',
        coachFullName: ' Amy Example ',
        credentialIssuer: 'Issuing Body',
      }),
    ).toEqual({name: 'Amy Example', title: 'T', issuer: 'Issuing Body'})
  })
})

describe('former price (DECISIONS 38, 16 CFR 233.1)', () => {
  it("is shown only when the coach records that the toolkit sold at it, and only above today's $37", () => {
    expect(formerPrice({crossedOutPrice: 67, soldAtCrossedOutPrice: true})).toBe(67)
    expect(formerPrice({crossedOutPrice: 67, soldAtCrossedOutPrice: false})).toBeNull()
    expect(formerPrice({crossedOutPrice: 67, soldAtCrossedOutPrice: null})).toBeNull()
    expect(formerPrice({crossedOutPrice: null, soldAtCrossedOutPrice: true})).toBeNull()
    expect(formerPrice({crossedOutPrice: 37, soldAtCrossedOutPrice: true})).toBeNull()
    expect(formerPrice({crossedOutPrice: 20, soldAtCrossedOutPrice: true})).toBeNull()
  })
})

describe('testimonials (DECISIONS 37, 16 CFR 465)', () => {
  it("are a customer's only when marked real and consented", () => {
    expect(isCustomerQuote({illustrative: false, customerConsent: true})).toBe(true)
    expect(isCustomerQuote({illustrative: false, customerConsent: false})).toBe(false)
    expect(isCustomerQuote({illustrative: false, customerConsent: null})).toBe(false)
    expect(isCustomerQuote({illustrative: true, customerConsent: true})).toBe(false)
    expect(isCustomerQuote({illustrative: null, customerConsent: true})).toBe(false)
  })

  it('name an illustrative example by first name only', () => {
    expect(firstNameOnly('Sarah M., 52')).toBe('Sarah, 52')
    expect(firstNameOnly('Jennifer L.')).toBe('Jennifer')
    expect(firstNameOnly('Mary Ann Smith')).toBe('Mary')
    expect(firstNameOnly('Linda')).toBe('Linda')
  })
})

describe('favorites beyond remedies', () => {
  it('saves strategies and supplement cards with their own type, which the favorites page accepts', () => {
    const strategy = strategyFavorite(
      {icon: '🛏️', title: 'Sleep Environment', description: 'Set up the room.', tips: ['Keep it cool']},
      'The Sleep Guide',
    )
    const supplement = supplementFavorite({
      slug: 'magnesium',
      name: 'Magnesium',
      category: 'Sleep support',
      emoji: '💊',
      description: 'A mineral.',
      benefits: [],
      note: null,
      inToolkit: true,
      remedySlug: 'magnesium-glycinate',
      image: null,
      affiliateLink: null,
    })
    expect(strategy).toMatchObject({
      id: 'strategy-the-sleep-guide-sleep-environment',
      type: 'strategy',
      title: 'Sleep Environment',
      category: 'The Sleep Guide',
    })
    expect(strategy.description).toContain('Keep it cool')
    expect(supplement).toMatchObject({id: 'supplement-magnesium', type: 'supplement', title: 'Magnesium'})
    expect(parseFavorites([strategy, supplement])).toHaveLength(2)
  })
})
