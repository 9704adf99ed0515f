// The heading of the toolkit's section this feature fills, apart from messages.ts: the page renders it with the
// page, the rest of the feature's words load with its island (docs/performance.md).

export const STACK_SECTION = {
  title: (coach: string) => `${coach}'s Daily Supplement Stack`,
  intro: (coach: string) => `The supplements ${coach} takes every day, when she takes them and why.`,
} as const
