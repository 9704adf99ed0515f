/**
 * Public build-time configuration (Gatsby inlines GATSBY_* variables). Nothing secret belongs here:
 * everything in this file ships to the browser.
 */
export const publicEnv = {
  /** Demo mode: on for `npm start`, off in production builds (DESIGN "Demo mode"). */
  demoMode: process.env.GATSBY_DEMO_MODE === 'true',
  /** Stripe publishable key; without it the checkout shows 'Payment System Setup Required'. */
  stripePublishableKey: process.env.GATSBY_STRIPE_PUBLISHABLE_KEY ?? '',
  /** PayPal client id; without it the PayPal/Venmo buttons are replaced by a note. */
  paypalClientId: process.env.GATSBY_PAYPAL_CLIENT_ID ?? '',
  siteUrl: process.env.GATSBY_SITE_URL ?? '',
} as const
