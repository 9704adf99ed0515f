import path from 'node:path'

/**
 * The environment of the functions under browser test: production-like (no demo mode), with test
 * secrets set explicitly. Port 8899 keeps it clear of `npm start` on 8888.
 */
export const E2E_PORT = Number(process.env.E2E_PORT ?? 8899)

export const E2E_REVIEWER_CODE = 'E2E-REVIEWER-1'

/** The browser tests' own SMTP server listens here (tests/support/smtp.ts) to receive the functions' mail. */
export const E2E_SMTP_PORT = E2E_PORT + 3200

/** The browser tests' fake push service (support/push-service.ts) listens here, with its certificate in this file. */
export const E2E_FAKE_PUSH_PORT = E2E_PORT + 3300
export const E2E_FAKE_PUSH_CA = path.resolve(`.tmp/fake-push-ca-${E2E_PORT}.pem`)

/**
 * Only for the served build (scripts/serve-build.mts): the functions' pushes to the push services' hosts go to the
 * fake push service while it runs (tests/support/fake-push-route.cjs, preloaded into the server and its workers).
 */
export const E2E_PUSH_ROUTE_ENV: Record<string, string> = {
  NODE_OPTIONS: `--require ${path.resolve('tests/support/fake-push-route.cjs')}`,
  E2E_FAKE_PUSH_PORT: String(E2E_FAKE_PUSH_PORT),
  E2E_FAKE_PUSH_CA,
}

export const E2E_ENV: Record<string, string> = {
  PORT: String(E2E_PORT),
  ACCESS_TOKEN_SECRET: 'e2e-access-token-secret-0123456789abcdef',
  REVIEWER_CODES: `${E2E_REVIEWER_CODE},E2E-REVIEWER-2,E2E-REVIEWER-3,E2E-REVIEWER-4,E2E-REVIEWER-5`,
  SITE_URL: `http://localhost:${E2E_PORT}`,
  SMTP_URL: `smtp://127.0.0.1:${E2E_SMTP_PORT}`,
  MAIL_FROM: 'Menopause Mastery Toolkit <support@example.com>',
  COACH_EMAIL: 'coach@example.com',
  SURVIVAL_GUIDE_URL: 'https://menopausemasterytoolkit.com/survival-guide',
  // A fixed test-only VAPID pair (generated once with web-push); never used outside the browser tests.
  VAPID_PUBLIC_KEY: 'BKPrNslKhCat5PWC1cSbyXPRd-PTpL0J1-5599qJB5-Ogc9fM9yspF6gslTMcosiC7Q79oALpAE-6-3Arwhs5F8',
  VAPID_PRIVATE_KEY: 'ui61MNq18caiBoalofk_s4i6EJRbsZkmqIMKyZ0Gr80',
  VAPID_SUBJECT: 'mailto:e2e@example.com',
  // Payments go to local fakes of Stripe's and PayPal's APIs (tests/support/fake-*-server.ts).
  STRIPE_SECRET_KEY: 'sk_test_e2e_0123456789',
  STRIPE_PUBLISHABLE_KEY: 'pk_test_e2e_0123456789',
  STRIPE_WEBHOOK_SECRET: 'whsec_e2e_0123456789',
  STRIPE_API_HOST: '127.0.0.1',
  STRIPE_API_PORT: String(E2E_PORT + 3000),
  STRIPE_API_PROTOCOL: 'http',
  PAYPAL_API_BASE: `http://127.0.0.1:${E2E_PORT + 3100}`,
  PAYPAL_CLIENT_ID: 'e2e-paypal-client-id',
  PAYPAL_CLIENT_SECRET: 'e2e-paypal-client-secret',
}

/** Where the browser tests' fake payment APIs listen (Stripe.js and PayPal stand-ins are routed there). */
export const FAKE_STRIPE_PORT = E2E_PORT + 3000
export const FAKE_PAYPAL_PORT = E2E_PORT + 3100
