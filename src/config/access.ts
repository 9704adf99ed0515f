/**
 * How long a purchaser's access token lives, and when it is renewed (docs/threat-model.md: tokens that end).
 * A copied token ends unless used; her own is renewed while she uses the toolkit, and her receipt's link opens
 * the toolkit again after a long absence.
 */
export const PURCHASER_TOKEN_DAYS = 90
export const ACCESS_RENEW_AFTER_DAYS = 7
