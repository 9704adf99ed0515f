/**
 * Every setting of the site, listed once with its purpose (DECISIONS 42): `.env.example` and the README's
 * settings table are generated from this list (`npm run settings:write`; a test fails while they differ),
 * the preflight checks it (`npm run preflight`) and the back office's Setup page shows it step by step.
 * Names, purposes and example values only: nothing here is secret.
 */

/** The events the Stripe webhook acts on (netlify/functions/stripe-webhook.mts): the ones to select for it. */
const STRIPE_WEBHOOK_EVENTS = [
  'payment_intent.succeeded',
  'charge.refunded',
  'charge.dispute.created',
  'charge.dispute.closed',
  'charge.updated',
]
/** The events the PayPal webhook acts on (netlify/functions/paypal-webhook.mts): the ones to subscribe it to. */
const PAYPAL_WEBHOOK_EVENTS = [
  'PAYMENT.CAPTURE.COMPLETED',
  'PAYMENT.CAPTURE.DENIED',
  'PAYMENT.CAPTURE.REFUNDED',
  'PAYMENT.CAPTURE.REVERSED',
  'CUSTOMER.DISPUTE.CREATED',
  'CUSTOMER.DISPUTE.RESOLVED',
]
const PAYPAL_API_BASE_LIVE = 'https://api-m.paypal.com'

/** A going-live step of the Setup page, in the order the coach takes them. */
export type SetupStepId =
  | 'sanity'
  | 'studio'
  | 'content'
  | 'site'
  | 'coach'
  | 'access'
  | 'mail'
  | 'stripe'
  | 'paypal'
  | 'push'
  | 'buildHook'
  | 'local'

export type Setting = {
  name: string
  /** One line: what the setting is for (README, Setup page, .env.example). */
  purpose: string
  /** One line: where she finds or makes the value (every preflight message and the Setup page say it). */
  whereToGet: string
  /** Further lines for .env.example only. */
  notes?: readonly string[]
  /** The value `.env.example` ships: never a usable secret; production refuses it where it is not empty. */
  example: string
  /** Required on the production site (the preflight fails without it), or optional. */
  required: boolean
  /** Where it is read: the site build, the functions, the Studio, or local tools only. */
  readBy: 'build' | 'functions' | 'build and functions' | 'studio' | 'local tools'
  step: SetupStepId
}

/**
 * This deploy's own pages at Netlify and Sanity, and its public address, that the steps link to: each an exact link
 * where the deploy names itself, else the general way there (src/lib/settings/deploy-places.ts).
 */
export type DeployPlaces = {
  netlifyEnv: string
  netlifyDomains: string
  netlifyBuildHooks: string
  netlifyDeploys: string
  /** The Sanity project's API page (its tokens, CORS origins and webhooks). */
  sanityApi: string
  /** The site's https:// address, or null where it is not known (then the steps say https://<your site>). */
  siteAddress: string | null
  /** The Sanity project id and dataset the site reads, or null where no valid id is set. */
  sanityProject: {id: string; dataset: string} | null
}

/** A value she pastes on a provider's page, shown on the Setup page with a Copy button: names and addresses, no secret. */
export type PasteValue = {label: string; value: string}

export type SetupStep = {
  id: SetupStepId
  title: string
  /** The exact next action while the step is not done, with this deploy's own pages where it names them. */
  action: (at: DeployPlaces) => string
  /** The values the action pastes, each to copy from the page. */
  values?: (at: DeployPlaces) => PasteValue[]
}

const webhookAddress = (at: DeployPlaces, path: string): PasteValue[] =>
  at.siteAddress ? [{label: 'Webhook address', value: `${at.siteAddress}${path}`}] : []
const webhookAt = (at: DeployPlaces, path: string) =>
  at.siteAddress ? 'the webhook address below' : `https://<your site>${path}`
const events = (names: readonly string[]): PasteValue[] => names.map((name) => ({label: 'Event', value: name}))

/** The going-live steps, each with the exact next action while it is not done. */
export const SETUP_STEPS: readonly SetupStep[] = [
  {
    id: 'sanity',
    title: 'Sanity project and token',
    action: (at) =>
      `Create a project at https://www.sanity.io/manage (New project). Copy its Project ID into SANITY_PROJECT_ID and set SANITY_DATASET to production in Netlify (${at.netlifyEnv}). In the project’s API page (${at.sanityApi}), open Tokens → Add API token with Viewer permission and paste it as SANITY_READ_TOKEN.`,
    values: () => [{label: 'SANITY_DATASET', value: 'production'}],
  },
  {
    id: 'studio',
    title: 'Studio and its GraphQL API',
    // The one command left (docs/decisions.md, "Going live is clicks, not a terminal"): deploying needs someone
    // signed in to Sanity; a deploy token kept in Netlify would sit in every deploy preview's build too.
    action: (at) =>
      `This step is one command, once, before the Content import: Sanity publishes the Studio and the GraphQL API the site’s build reads only for someone signed in to Sanity. On a computer with the site’s code (README, “Set up”), open a terminal in the site’s folder, paste the command below and press Enter. Your browser opens to sign you in to Sanity; when asked for the Studio’s name, your site’s name will do. It takes a few minutes; then deploy again (${at.netlifyDeploys} → Trigger deploy).`,
    values: (at) => [
      {
        label: 'Command',
        value: `SANITY_STUDIO_PROJECT_ID=${at.sanityProject?.id ?? '<your project id>'} SANITY_STUDIO_DATASET=${at.sanityProject?.dataset ?? 'production'} npm run studio:deploy`,
      },
    ],
  },
  {
    id: 'content',
    title: 'Content import',
    action: (at) =>
      `At ${at.sanityApi} → Tokens, add an API token with Editor permission and paste it as SANITY_WRITE_TOKEN in Netlify (${at.netlifyEnv}), then deploy again (${at.netlifyDeploys} → Trigger deploy). That deploy copies the starter content into your Sanity project once; it never changes what you have written there. Then, in the Studio, open Site settings, replace every placeholder, the example coach’s name and the example Amazon tag, and publish.`,
  },
  {
    id: 'site',
    title: 'Site address',
    action: (at) =>
      at.siteAddress
        ? `Paste your site’s address below into SITE_URL and GATSBY_SITE_URL in Netlify (${at.netlifyEnv}), the same in both, then deploy again (${at.netlifyDeploys} → Trigger deploy).`
        : `Copy your site’s address from ${at.netlifyDomains} (it starts https://) into SITE_URL and GATSBY_SITE_URL, the same in both, then deploy again.`,
    values: (at) => (at.siteAddress ? [{label: 'Your site’s address', value: at.siteAddress}] : []),
  },
  {
    id: 'coach',
    title: 'Coach address',
    action: () =>
      'Set COACH_EMAIL to the one address you read and sign in to the back office with (the address alone, no name). Contact-form messages go there too.',
  },
  {
    id: 'access',
    title: 'Access secret and reviewer codes',
    action: () =>
      'Let your password manager make a random password of 64 letters and digits and paste it as ACCESS_TOKEN_SECRET with the value for Production only; make another for Deploy Previews and Branch deploys (Netlify’s “Different value for each deploy context”). Make up five different reviewer codes and paste them, separated by commas, as REVIEWER_CODES.',
  },
  {
    id: 'mail',
    title: 'Mail',
    action: () =>
      'From your mail provider’s SMTP settings page, write SMTP_URL as smtp://user:password@server:587. Set MAIL_FROM to an address at your own domain that your provider sends from, and SURVIVAL_GUIDE_URL to the web address of your guide.',
  },
  {
    id: 'stripe',
    title: 'Stripe keys and webhook',
    action: (at) =>
      `At https://dashboard.stripe.com/apikeys (Live mode) copy the Secret key into STRIPE_SECRET_KEY and the Publishable key into STRIPE_PUBLISHABLE_KEY. At https://dashboard.stripe.com/webhooks add an endpoint ${webhookAt(at, '/api/stripe-webhook')} with the events below, then copy its Signing secret into STRIPE_WEBHOOK_SECRET.`,
    values: (at) => [...webhookAddress(at, '/api/stripe-webhook'), ...events(STRIPE_WEBHOOK_EVENTS)],
  },
  {
    id: 'paypal',
    title: 'PayPal',
    action: (at) =>
      `At https://developer.paypal.com/dashboard/applications/live create an app; copy its Client ID into PAYPAL_CLIENT_ID and its Secret into PAYPAL_CLIENT_SECRET, and set PAYPAL_API_BASE to the address below. In the app, add a Live webhook ${webhookAt(at, '/api/paypal-webhook')} with the events below, and copy its Webhook ID into PAYPAL_WEBHOOK_ID.`,
    values: (at) => [
      {label: 'PAYPAL_API_BASE', value: PAYPAL_API_BASE_LIVE},
      ...webhookAddress(at, '/api/paypal-webhook'),
      ...events(PAYPAL_WEBHOOK_EVENTS),
    ],
  },
  {
    id: 'push',
    title: 'Reminder (VAPID) keys',
    action: () =>
      'Press “Make a new key pair” below: your browser makes the two keys. Paste the public key into VAPID_PUBLIC_KEY and the private key into VAPID_PRIVATE_KEY. Set VAPID_SUBJECT to mailto: and an address you read.',
  },
  {
    id: 'buildHook',
    title: 'Build hook',
    action: (at) =>
      `At ${at.netlifyBuildHooks} add a hook named Sanity and paste its address as NETLIFY_BUILD_HOOK_URL. At ${at.sanityApi} → Webhooks, add a webhook to that address for create, update and delete, so publishing rebuilds the site.`,
    values: () => [{label: 'Hook name', value: 'Sanity'}],
  },
  {
    id: 'local',
    title: 'Local tools',
    action: () => 'Nothing to do for the live site.',
  },
] as const

/** A section of `.env.example`. */
export type SettingGroup = {title: string; intro?: readonly string[]; settings: readonly Setting[]}

export const SETTING_GROUPS: readonly SettingGroup[] = [
  {
    title: 'Local development',
    intro: [
      'Demo mode: /test-checkout, the demo access toggle, /api/demo-access, /api/dev/outbox and non-secret',
      'defaults. `npm start` turns it on by itself. It is only ever on where the request’s Netlify deploy',
      'context is not `production` (never on the production site, whatever these say); leave them empty',
      'unless you want it on a deploy preview.',
    ],
    settings: [
      {
        name: 'DEMO_MODE',
        purpose: 'Demo mode of the functions off the production context (`npm start` sets it).',
        whereToGet: 'nothing to get: leave it empty (`npm start` sets it on your computer)',
        example: '',
        required: false,
        readBy: 'functions',
        step: 'local',
      },
      {
        name: 'GATSBY_DEMO_MODE',
        purpose: 'Demo mode of the pages; forced off in a production build.',
        whereToGet: 'nothing to get: leave it empty',
        example: '',
        required: false,
        readBy: 'build',
        step: 'local',
      },
    ],
  },
  {
    title: 'Site',
    settings: [
      {
        name: 'SITE_URL',
        purpose: 'Public address of the site, in every emailed link (receipts, restore, sign-in).',
        whereToGet:
          'your site’s address as Netlify shows it (app.netlify.com → your site → Domain management), starting https://',
        notes: ['Locally leave it empty: `npm start` uses http://localhost:<PORT>.'],
        example: '',
        required: true,
        readBy: 'functions',
        step: 'site',
      },
      {
        name: 'GATSBY_SITE_URL',
        purpose: 'The same address for the pages’ canonical links (read by the build).',
        whereToGet: 'the same address as SITE_URL, letter for letter',
        example: '',
        required: true,
        readBy: 'build',
        step: 'site',
      },
    ],
  },
  {
    title: 'Content (Sanity)',
    settings: [
      {
        name: 'SANITY_PROJECT_ID',
        purpose: 'The Sanity project the site is built from; empty builds from the embedded dataset in content/.',
        whereToGet: 'sanity.io/manage → your project: the Project ID under its name',
        example: '',
        required: true,
        readBy: 'build and functions',
        step: 'sanity',
      },
      {
        name: 'SANITY_DATASET',
        purpose: 'Its dataset (empty: production).',
        whereToGet: 'sanity.io/manage → your project → Datasets (usually production)',
        example: 'production',
        required: false,
        readBy: 'build and functions',
        step: 'sanity',
      },
      {
        name: 'SANITY_READ_TOKEN',
        purpose: 'Viewer token: drafts in `npm run preview`, a private dataset, and the Setup page’s content check.',
        whereToGet: 'sanity.io/manage → your project → API → Tokens → Add API token, permission Viewer',
        example: '',
        required: false,
        readBy: 'build and functions',
        step: 'sanity',
      },
      {
        name: 'SANITY_WRITE_TOKEN',
        purpose:
          'Editor token: the next build copies the starter content into your Sanity project once, while it has no site settings; remove it once the content is in.',
        whereToGet: 'sanity.io/manage → your project → API → Tokens → Add API token, permission Editor',
        notes: ['Locally, `npm run content:import` reads it too (it replaces the starter documents).'],
        example: '',
        required: false,
        readBy: 'build',
        step: 'content',
      },
      {
        name: 'SANITY_STUDIO_PROJECT_ID',
        purpose: 'The Studio’s project id (studio/; `npm run studio` needs it).',
        whereToGet: 'the same value as SANITY_PROJECT_ID',
        example: '',
        required: false,
        readBy: 'studio',
        step: 'sanity',
      },
      {
        name: 'SANITY_STUDIO_DATASET',
        purpose: 'The Studio’s dataset.',
        whereToGet: 'the same value as SANITY_DATASET',
        example: 'production',
        required: false,
        readBy: 'studio',
        step: 'sanity',
      },
      {
        name: 'SANITY_STUDIO_PREVIEW_URL',
        purpose: 'Where the Studio’s Preview tab finds the preview server (`npm run preview`).',
        whereToGet: 'nothing to get: keep the example',
        example: 'http://localhost:8100',
        required: false,
        readBy: 'studio',
        step: 'local',
      },
      {
        name: 'SANITY_STUDIO_SITE_URL',
        purpose: 'The live site, for the Studio’s Business tool (the back office); empty opens the preview server’s.',
        whereToGet: 'the same address as SITE_URL',
        example: '',
        required: false,
        readBy: 'studio',
        step: 'site',
      },
      {
        name: 'NETLIFY_BUILD_HOOK_URL',
        purpose: 'The address that rebuilds the site on Netlify each time you publish in the Studio.',
        whereToGet:
          'app.netlify.com → your site → Site configuration → Build & deploy → Build hooks → Add build hook (name it Sanity), then copy its address',
        example: 'https://api.netlify.com/build_hooks/replace-with-your-hook-id',
        required: true,
        readBy: 'build and functions',
        step: 'buildHook',
      },
    ],
  },
  {
    title: 'Access',
    settings: [
      {
        name: 'ACCESS_TOKEN_SECRET',
        purpose: 'Signs every buyer’s access and your sign-in: at least 32 random characters that nobody else has.',
        whereToGet: 'a long random text of your own: your password manager’s generator set to 64 letters and digits',
        notes: [
          'Outside demo mode a shorter one, or the demo secret this repository once published, is refused.',
          'One value for Production and a different one for Deploy Previews and Branch deploys: a preview that runs with the live site’s value refuses every request, and this page says so.',
        ],
        example: '',
        required: true,
        readBy: 'functions',
        step: 'access',
      },
      {
        name: 'REVIEWER_CODES',
        purpose: 'Five reviewer codes of your own, comma-separated, compared upper-cased.',
        whereToGet: 'five codes you make up (letters, digits, dashes), one per reviewer, separated by commas',
        notes: ['The example codes of the spec are refused outside demo mode. `npm start` prints a local one.'],
        example: '',
        required: true,
        readBy: 'functions',
        step: 'access',
      },
    ],
  },
  {
    title: 'Mail',
    settings: [
      {
        name: 'SMTP_URL',
        purpose: 'Your mail server: every email leaves through it (your sign-in link, receipts, the guide).',
        whereToGet:
          'your mail provider’s SMTP settings page (server, port, user name, password), written smtp://user:password@server:587',
        example: '',
        required: true,
        readBy: 'functions',
        step: 'mail',
      },
      {
        name: 'MAIL_FROM',
        purpose: 'Sender of every email, an address at your domain.',
        whereToGet:
          'an address at your own domain that your mail provider lets you send from, alone or as Your Name <address>',
        example: 'Menopause Mastery Toolkit <support@localhost>',
        required: true,
        readBy: 'functions',
        step: 'mail',
      },
      {
        name: 'COACH_EMAIL',
        purpose: 'The coach: signs in to the back office and receives contact-form messages.',
        whereToGet: 'the address you read, alone (no name, no brackets)',
        notes: ['Locally `npm start` accepts coach@localhost (the sign-in link lands in /api/dev/outbox).'],
        example: 'coach@localhost',
        required: true,
        readBy: 'functions',
        step: 'coach',
      },
      {
        name: 'COACH_TIME_ZONE',
        purpose:
          'The coach’s time zone, an IANA name such as America/New_York: the back office’s revenue days; empty: UTC.',
        whereToGet: 'your zone’s name in en.wikipedia.org/wiki/List_of_tz_database_time_zones (column “TZ identifier”)',
        example: '',
        required: false,
        readBy: 'functions',
        step: 'coach',
      },
      {
        name: 'SETUP_CODE',
        purpose:
          'Opens the back office’s Setup page before your mail works (enter it under the sign-in form); your first sign-in closes it.',
        whereToGet: 'a text of your own of 16 characters or more: your password manager’s generator',
        notes: ['Shorter, or unset: no code opens Setup, and only a signed-in session does.'],
        example: '',
        required: false,
        readBy: 'functions',
        step: 'coach',
      },
      {
        name: 'SURVIVAL_GUIDE_URL',
        purpose: 'The free ‘Menopause Survival Guide’ link mailed to sign-ups.',
        whereToGet:
          'the web address where your guide is (for a PDF in Google Drive: Share → Anyone with the link → Copy link)',
        example: 'https://menopausemasterytoolkit.com/survival-guide',
        required: true,
        readBy: 'functions',
        step: 'mail',
      },
    ],
  },
  {
    title: 'Push reminders',
    intro: [
      '`npm start` generates its own pair into .netlify/dev-secrets.json, so these stay empty locally. Keep the',
      'pair once users subscribe: a new public key invalidates every browser’s subscription.',
    ],
    settings: [
      {
        name: 'VAPID_PUBLIC_KEY',
        purpose: 'Public key of the daily reminders sent to buyers’ browsers (web push).',
        whereToGet: 'the back office’s Setup page → Reminder (VAPID) keys → Make a new key pair: its public key',
        example: '',
        required: true,
        readBy: 'functions',
        step: 'push',
      },
      {
        name: 'VAPID_PRIVATE_KEY',
        purpose: 'Private key of the same pair.',
        whereToGet: 'the private key of the same pair as VAPID_PUBLIC_KEY (Setup page → Make a new key pair)',
        example: '',
        required: true,
        readBy: 'functions',
        step: 'push',
      },
      {
        name: 'VAPID_SUBJECT',
        purpose: 'Contact for push services about your messages: a real mailto: address.',
        whereToGet: 'mailto: followed by an address you read, e.g. mailto:you@yourdomain.com',
        example: 'mailto:support@localhost',
        required: true,
        readBy: 'functions',
        step: 'push',
      },
    ],
  },
  {
    title: 'Payments: Stripe (card)',
    intro: [
      'Keys from dashboard.stripe.com → Developers → API keys. Without both keys, /checkout shows',
      '‘Payment System Setup Required’. The production context takes live keys only (sk_live_/pk_live_).',
    ],
    settings: [
      {
        name: 'STRIPE_SECRET_KEY',
        purpose: 'Stripe secret key (sk_live_… on production, sk_test_… elsewhere).',
        whereToGet: 'dashboard.stripe.com/apikeys in Live mode: Secret key → Reveal live key (starts sk_live_)',
        example: '',
        required: true,
        readBy: 'functions',
        step: 'stripe',
      },
      {
        name: 'STRIPE_PUBLISHABLE_KEY',
        purpose: 'Stripe publishable key (pk_live_…); reaches the browser through the function’s answer.',
        whereToGet: 'dashboard.stripe.com/apikeys in Live mode: Publishable key (starts pk_live_)',
        example: '',
        required: true,
        readBy: 'functions',
        step: 'stripe',
      },
      {
        name: 'STRIPE_WEBHOOK_SECRET',
        purpose: 'Signing secret of the webhook https://<site>/api/stripe-webhook.',
        whereToGet:
          'dashboard.stripe.com/webhooks → your endpoint …/api/stripe-webhook → Signing secret → Reveal (starts whsec_)',
        notes: [`Events: ${STRIPE_WEBHOOK_EVENTS.join(', ')} (Stripe’s fee).`],
        example: '',
        required: true,
        readBy: 'functions',
        step: 'stripe',
      },
      {
        name: 'STRIPE_API_HOST',
        purpose: 'Only to point the Stripe SDK at a local fake (tests); leave empty.',
        whereToGet: 'nothing to get: leave it empty',
        example: '',
        required: false,
        readBy: 'local tools',
        step: 'local',
      },
      {
        name: 'STRIPE_API_PORT',
        purpose: 'Port of that fake; leave empty.',
        whereToGet: 'nothing to get: leave it empty',
        example: '',
        required: false,
        readBy: 'local tools',
        step: 'local',
      },
      {
        name: 'STRIPE_API_PROTOCOL',
        purpose: 'Protocol of that fake; leave empty.',
        whereToGet: 'nothing to get: leave it empty',
        example: '',
        required: false,
        readBy: 'local tools',
        step: 'local',
      },
    ],
  },
  {
    title: 'Payments: PayPal and Venmo',
    intro: ['REST app credentials from developer.paypal.com.'],
    settings: [
      {
        name: 'PAYPAL_API_BASE',
        purpose: 'PayPal’s API: https://api-m.paypal.com live; empty means the sandbox, which production refuses.',
        whereToGet: `nothing to look up: exactly ${PAYPAL_API_BASE_LIVE}`,
        example: '',
        required: true,
        readBy: 'functions',
        step: 'paypal',
      },
      {
        name: 'PAYPAL_CLIENT_ID',
        purpose: 'Client id of your PayPal REST app.',
        whereToGet: 'developer.paypal.com/dashboard/applications/live → your app: Client ID',
        example: '',
        required: true,
        readBy: 'functions',
        step: 'paypal',
      },
      {
        name: 'PAYPAL_CLIENT_SECRET',
        purpose: 'Its secret.',
        whereToGet: 'developer.paypal.com/dashboard/applications/live → your app: Secret key 1 → Show',
        example: '',
        required: true,
        readBy: 'functions',
        step: 'paypal',
      },
      {
        name: 'PAYPAL_WEBHOOK_ID',
        purpose: 'Id of the webhook https://<site>/api/paypal-webhook in your PayPal app.',
        whereToGet:
          'developer.paypal.com/dashboard/applications/live → your app → Live Webhooks: the Webhook ID of …/api/paypal-webhook',
        notes: [
          `Events: ${PAYPAL_WEBHOOK_EVENTS.slice(0, 3).join(', ')},`,
          `${PAYPAL_WEBHOOK_EVENTS.slice(3).join(', ')}.`,
        ],
        example: '',
        required: true,
        readBy: 'functions',
        step: 'paypal',
      },
    ],
  },
] as const

/** Every setting, once. */
export const SETTINGS: readonly Setting[] = SETTING_GROUPS.flatMap((group) => group.settings)

/** Values once published in this repository: never valid outside demo mode. */
export const PUBLISHED_DEMO_VALUES = {
  ACCESS_TOKEN_SECRET: ['demo-only-access-token-secret-not-for-production-0001'],
  REVIEWER_CODES: ['REVIEW-AMY-2025', 'PRESS-PREVIEW-01', 'PARTNER-LOOK-02', 'EDITOR-CHECK-03', 'BETA-READER-04'],
} as const

export const MIN_ACCESS_TOKEN_SECRET_BYTES = 32

/** How many reviewer codes REVIEWER_CODES holds: one for each of five reviewers, each different. */
export const REVIEWER_CODE_COUNT = 5
