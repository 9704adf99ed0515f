/**
 * Public build-time configuration (Gatsby inlines GATSBY_* variables). Nothing secret belongs here:
 * everything in this file ships to the browser.
 */
export const publicEnv = {
  /** Demo mode: on for `npm start`, off in production builds (docs/access.md "Demo mode", DECISIONS 27). */
  demoMode: process.env.GATSBY_DEMO_MODE === 'true',
  siteUrl: process.env.GATSBY_SITE_URL ?? '',
} as const
