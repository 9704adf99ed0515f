/** Fixed words of the public remedy pages. */
export const REMEDY_PAGE_MESSAGES = {
  indexTitle: 'Natural Remedies for Menopause',
  indexIntro:
    'Short introductions to the remedies in the Menopause Mastery Toolkit. The full profiles (dosage, side effects, research) are inside the toolkit.',
  symptomsHeading: 'Symptoms it may help',
  evidenceLabel: 'Evidence',
  sourcesHeading: 'Sources',
  healthcareNote:
    'This is general information, not medical advice. Talk to your healthcare provider before starting any supplement or changing any treatment, especially if you take medication or have a health condition.',
  ctaHeading: 'Read the full profile',
  ctaText:
    'Dosage, side effects and considerations, and what the research says are inside the Menopause Mastery Toolkit.',
  freeProfileLink: 'Open this profile in the toolkit',
  allRemedies: 'All remedies',
  breadcrumbHome: 'Home',
  /** Shown only where a clinician's review is recorded (DECISIONS 50). */
  reviewedBy: (name: string, credential: string, date: string) => `Reviewed by ${name}, ${credential}, on ${date}`,
} as const
