// The heading of the toolkit's section this feature fills, apart from messages.ts: the page renders it with the
// page, the rest of the feature's words load with its island (docs/performance.md).

export const REMEDY_SECTION = {
  title: 'Natural Remedies Database',
  intro: 'Search the profiles, filter by what bothers you most, and open any remedy for the full evidence.',
} as const
