// The heading of the toolkit's section this feature fills, apart from messages.ts: the page renders it with the
// page, the rest of the feature's words load with its island (docs/performance.md).

export const TRACKING_SECTION = {
  title: 'Daily Symptom Tracking',
  intro: 'A one-minute daily check-in that shows how your symptoms change over the weeks.',
} as const
