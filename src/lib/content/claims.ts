/**
 * Counts in marketing copy are computed from the content, never typed by hand (DECISIONS 2):
 * "{n}+" rounds the real count down to a multiple of 5, so the claim is always true.
 */
export const claimCount = (count: number) => Math.floor(count / 5) * 5

/** "40+" for 43 items; the plain count when there are fewer than 5. */
export const claimLabel = (count: number) => (count >= 5 ? `${claimCount(count)}+` : String(count))
