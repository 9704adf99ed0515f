import {PRICE_LABEL} from '../../lib/money'

/** The original words for the remedies database. */
export const REMEDY_MESSAGES = {
  searchLabel: 'Search remedies',
  searchPlaceholder: 'Search remedies...',
  filterLabel: 'Filter by category',
  allCategories: 'All Remedies',
  usage: 'Usage',
  evidence: 'Evidence',
  viewDetails: 'View Details',
  showMore: (next: number, remaining: number) => `Show ${next} more (${remaining} not shown)`,
  noMatches: 'No remedies match your search. Try another word or category.',
  showing: (count: number) => `Showing ${count} ${count === 1 ? 'remedy' : 'remedies'}`,
  loadingPremium: 'Loading your full remedy database…',
  loadingProfile: 'Loading the full profile…',
  profileFailed: 'We could not load the full profile. Please reload the page; if it keeps happening, contact support.',
  fullProfile: (name: string) => `Full profile: ${name}`,
  premiumFailed:
    'We could not load your full remedy database. Please reload the page; if it keeps happening, contact support.',
  saveFavorite: (name: string) => `Save ${name} to favorites`,
  upsellTitle: (claim: string) => `${claim} More Supplement Profiles Available`,
  upsellText: 'Unlock every profile with dosage, side effects and the research behind it.',
  upsellCta: `Get Full Access - ${PRICE_LABEL}`,
  backToTop: 'Back to Top',
  demoToggle: 'Demo: Grant/Remove Access (for testing)',
  healthNote:
    'This is general information, not medical advice. Talk to your healthcare provider before starting any supplement, especially if you take medicines or have a health condition.',
  details: {
    symptoms: 'Symptoms Addressed',
    whatItIs: 'What It Is',
    inAction: 'In Action',
    evidence: 'Evidence',
    dosage: 'Dosage',
    sideEffects: 'Side Effects & Considerations',
    usage: 'Usage Guidelines',
    evidenceLevel: 'Evidence Level',
    sources: 'Sources',
  },
  shop: (name: string) => `Shop ${name}`,
} as const
