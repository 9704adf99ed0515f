import {readFileSync} from 'node:fs'
import {readDataset} from '../../../build-time/content-source/dataset'
import {preflightFindings, preflightReport, type PreflightInput} from '../../../build-time/preflight/preflight'
import {envExampleText, readmeSettingsTable} from '../../../build-time/settings/settings-files'

/** The preflight (DECISIONS 42) against a table of configurations, with the exact message of each finding. */

const SPEC_CODES = ['SAVE10', 'WELCOME15', 'NEWCLIENT20', 'HOLIDAY25']
const embedded = readDataset('content').find((doc) => doc._id === 'siteSettings')!

/** The coach's own site settings: her name, issuer and photo, links to pages that exist. */
const finished = {
  ...embedded,
  coachFullName: 'Amy Jordan',
  credentialIssuer: 'The Menopause Society',
  coachPortrait: {
    _type: 'portraitImage',
    asset: {_ref: 'image-abc-800x800-jpg'},
    alt: 'Amy smiling',
    placeholder: false,
  },
  communityLink: {
    _type: 'externalLink',
    label: 'Join the Community',
    url: 'https://www.facebook.com/groups/amy-menopause',
  },
  socialLink: {_type: 'externalLink', label: 'Follow Amy', url: 'https://www.instagram.com/amy.menopause'},
  survivalGuideLink: {
    _type: 'externalLink',
    label: 'Menopause Survival Guide',
    url: 'https://amy-menopause.com/toolkit',
  },
  doctorGuideLink: {_type: 'externalLink', label: 'How to Talk to Your Doctor', url: 'https://amy-menopause.com/'},
  supportEmail: 'help@amy-menopause.com',
}

/** Every required setting set for a live site. */
const liveEnv = {
  SITE_URL: 'https://amy-menopause.com',
  GATSBY_SITE_URL: 'https://amy-menopause.com',
  SANITY_PROJECT_ID: 'abc123xy',
  SANITY_DATASET: 'production',
  NETLIFY_BUILD_HOOK_URL: 'https://api.netlify.com/build_hooks/65f0c0ffee',
  ACCESS_TOKEN_SECRET: 'k3J9vQx2Lm8ZpR4tW7yB1nC6dF0gH5jK8sA2eU9iO3rT',
  REVIEWER_CODES: 'AMY-R1,AMY-R2,AMY-R3,AMY-R4,AMY-R5',
  SMTP_URL: 'smtp://amy:secret@smtp.mailhost.com:587',
  MAIL_FROM: 'Amy Jordan <hello@amy-menopause.com>',
  COACH_EMAIL: 'amy@amy-menopause.com',
  SURVIVAL_GUIDE_URL: 'https://amy-menopause.com/guide.pdf',
  VAPID_PUBLIC_KEY: 'BPublicKeyFromNpmRunVapid',
  VAPID_PRIVATE_KEY: 'privateKeyFromNpmRunVapid',
  VAPID_SUBJECT: 'mailto:amy@amy-menopause.com',
  STRIPE_SECRET_KEY: 'sk_live_51abc',
  STRIPE_PUBLISHABLE_KEY: 'pk_live_51abc',
  STRIPE_WEBHOOK_SECRET: 'whsec_abc',
  PAYPAL_API_BASE: 'https://api-m.paypal.com',
  PAYPAL_CLIENT_ID: 'AbCdLiveClient',
  PAYPAL_CLIENT_SECRET: 'EfGhLiveSecret',
  PAYPAL_WEBHOOK_ID: '7XY12345AB678901C',
}

/** .env.example as shipped, read from the file itself. */
const envExample = Object.fromEntries(
  readFileSync('.env.example', 'utf8')
    .split('\n')
    .filter((line) => /^[A-Z_]+=/.test(line))
    .map((line) => [line.slice(0, line.indexOf('=')), line.slice(line.indexOf('=') + 1)]),
)

const input = (overrides: Partial<PreflightInput>): PreflightInput => ({
  env: liveEnv,
  siteSettings: finished,
  contentSource: 'Sanity project abc123xy (dataset production)',
  routes: new Set(['/', '/toolkit', '/checkout']),
  acceptedCouponCodes: [],
  defaultCouponCodes: SPEC_CODES,
  ...overrides,
})

const messages = (overrides: Partial<PreflightInput>) => preflightFindings(input(overrides)).map((f) => f.message)

const WHERE = 'in Netlify → Site configuration → Environment variables'
const missing = (name: string, purpose: string) => `${name} is not set. Set ${name} ${WHERE}: ${purpose}`
const example = (name: string, value: string, purpose: string) =>
  `${name} still holds the example value "${value}". Set ${name} ${WHERE}: ${purpose}`

const EMBEDDED_CONTENT = [
  "Coupons: production would accept the spec's launch codes SAVE10, WELCOME15, NEWCLIENT20, HOLIDAY25. In the Studio (Coupons), switch them off or delete them; create your own codes there.",
  "Content: the coach's full name is missing or a placeholder in the embedded content/. In the Studio, open Site settings → About the coach, fill it in and publish.",
  "Content: the coach's portrait is missing or a placeholder in the embedded content/. In the Studio, open Site settings → About the coach, fill it in and publish.",
  "Content: the coach's credential issuer is missing or a placeholder in the embedded content/. In the Studio, open Site settings → About the coach, fill it in and publish.",
  'Content: the link "Join the Community" (Site settings → communityLink) goes to https://menopausemasterytoolkit.com/community, a page that does not exist. In the Studio, point it at a page you have, or clear it, and publish.',
  'Content: the link "Follow Amy" (Site settings → socialLink) goes to https://menopausemasterytoolkit.com/social, a page that does not exist. In the Studio, point it at a page you have, or clear it, and publish.',
  'Content: the link "Menopause Survival Guide" (Site settings → survivalGuideLink) goes to https://menopausemasterytoolkit.com/survival-guide, a page that does not exist. In the Studio, point it at a page you have, or clear it, and publish.',
  'Content: the link "How to Talk to Your Doctor About Menopause" (Site settings → doctorGuideLink) goes to https://menopausemasterytoolkit.com/doctor-guide, a page that does not exist. In the Studio, point it at a page you have, or clear it, and publish.',
  "Content: the support address support@menopausemasterytoolkit.com is on the spec's example domain. In the Studio, set Site settings → support email to your own address and publish.",
]

const PURPOSE = {
  SITE_URL: 'Public address of the site, in every emailed link (receipts, restore, sign-in).',
  GATSBY_SITE_URL: 'The same address for the pages’ canonical links (read by the build).',
  SANITY_PROJECT_ID: 'The Sanity project the site is built from; empty builds from the embedded dataset in content/.',
  NETLIFY_BUILD_HOOK_URL:
    'Netlify build hook that publishing in the Studio calls (`npm run webhook:print` prints the webhook).',
  ACCESS_TOKEN_SECRET: 'Signs access tokens (HS256): at least 32 random bytes, `openssl rand -base64 48`.',
  REVIEWER_CODES: 'Five reviewer codes of your own, comma-separated, compared upper-cased.',
  SMTP_URL: 'SMTP server (smtp://user:pass@host:587); without it mail goes to the local outbox.',
  MAIL_FROM: 'Sender of every email, an address at your domain.',
  COACH_EMAIL: 'The coach: signs in to the back office and receives contact-form messages.',
  SURVIVAL_GUIDE_URL: 'The free ‘Menopause Survival Guide’ link mailed to sign-ups.',
  VAPID_PUBLIC_KEY: 'Public VAPID key for web push (`npm run vapid` prints a pair).',
  VAPID_PRIVATE_KEY: 'Its private key.',
  VAPID_SUBJECT: 'Contact for push services about your messages: a real mailto: address.',
  STRIPE_SECRET_KEY: 'Stripe secret key (sk_live_… on production, sk_test_… elsewhere).',
  STRIPE_PUBLISHABLE_KEY: 'Stripe publishable key (pk_live_…); reaches the browser through the function’s answer.',
  STRIPE_WEBHOOK_SECRET: 'Signing secret of the webhook https://<site>/api/stripe-webhook.',
  PAYPAL_API_BASE: 'PayPal’s API: https://api-m.paypal.com live; empty means the sandbox, which production refuses.',
  PAYPAL_CLIENT_ID: 'Client id of your PayPal REST app.',
  PAYPAL_CLIENT_SECRET: 'Its secret.',
  PAYPAL_WEBHOOK_ID: 'Id of the webhook https://<site>/api/paypal-webhook in your PayPal app.',
}
type Name = keyof typeof PURPOSE
const allMissing = (except: Name[] = []) =>
  (Object.keys(PURPOSE) as Name[]).map((name) => (except.includes(name) ? name : missing(name, PURPOSE[name])))

describe('npm run preflight (DECISIONS 42)', () => {
  it('nothing set: every required setting, the default coupons and the embedded placeholders and dead links', () => {
    expect(
      messages({
        env: {},
        siteSettings: embedded,
        contentSource: 'the embedded content/',
        acceptedCouponCodes: SPEC_CODES,
      }),
    ).toEqual([...allMissing(), ...EMBEDDED_CONTENT])
  })

  it('.env.example as is: its example values count as not set', () => {
    const names: Name[] = ['NETLIFY_BUILD_HOOK_URL', 'MAIL_FROM', 'COACH_EMAIL', 'SURVIVAL_GUIDE_URL', 'VAPID_SUBJECT']
    const expected = allMissing(names).map((entry) => {
      switch (entry) {
        case 'NETLIFY_BUILD_HOOK_URL':
          return example(entry, 'https://api.netlify.com/build_hooks/replace-with-your-hook-id', PURPOSE[entry])
        case 'MAIL_FROM':
          return example(entry, 'Menopause Mastery Toolkit <support@localhost>', PURPOSE[entry])
        case 'COACH_EMAIL':
          return example(entry, 'coach@localhost', PURPOSE[entry])
        case 'SURVIVAL_GUIDE_URL':
          return example(entry, 'https://menopausemasterytoolkit.com/survival-guide', PURPOSE[entry])
        case 'VAPID_SUBJECT':
          return example(entry, 'mailto:support@localhost', PURPOSE[entry])
        default:
          return entry
      }
    })
    expect(
      messages({
        env: envExample,
        siteSettings: embedded,
        contentSource: 'the embedded content/',
        acceptedCouponCodes: SPEC_CODES,
      }),
    ).toEqual([...expected, ...EMBEDDED_CONTENT])
  })

  it('test keys in production: Stripe test keys and PayPal sandbox', () => {
    expect(
      messages({
        env: {
          ...liveEnv,
          STRIPE_SECRET_KEY: 'sk_test_51abc',
          STRIPE_PUBLISHABLE_KEY: 'pk_test_51abc',
          PAYPAL_API_BASE: 'https://api-m.sandbox.paypal.com',
        },
      }),
    ).toEqual([
      `STRIPE_SECRET_KEY is a Stripe test key. Set STRIPE_SECRET_KEY ${WHERE}: the live key (sk_live_…) from dashboard.stripe.com → Developers → API keys.`,
      `STRIPE_PUBLISHABLE_KEY is a Stripe test key. Set STRIPE_PUBLISHABLE_KEY ${WHERE}: the live key (pk_live_…) from dashboard.stripe.com → Developers → API keys.`,
      `PAYPAL_API_BASE points at PayPal's sandbox. Set PAYPAL_API_BASE ${WHERE}: https://api-m.paypal.com, with the live app's PAYPAL_CLIENT_ID and PAYPAL_CLIENT_SECRET.`,
    ])
  })

  it('a local site address, the spec reviewer codes and a short secret', () => {
    expect(
      messages({
        env: {
          ...liveEnv,
          SITE_URL: 'http://127.0.0.1:8888',
          GATSBY_SITE_URL: 'http://localhost:8888',
          REVIEWER_CODES: 'REVIEW-AMY-2025,A,B,C,D',
          ACCESS_TOKEN_SECRET: 'too-short',
        },
      }),
    ).toEqual([
      `SITE_URL points at this computer (http://127.0.0.1:8888). Set SITE_URL ${WHERE}: https://<your domain>.`,
      `GATSBY_SITE_URL points at this computer (http://localhost:8888). Set GATSBY_SITE_URL ${WHERE}: https://<your domain>.`,
      `ACCESS_TOKEN_SECRET is shorter than 32 bytes. Set ACCESS_TOKEN_SECRET ${WHERE}: the output of \`openssl rand -base64 48\`.`,
      `REVIEWER_CODES holds the spec's example codes. Set REVIEWER_CODES ${WHERE}: five codes of your own, comma-separated.`,
    ])
  })

  it('an optional setting she set to something the site cannot read: a time zone that does not exist', () => {
    expect(messages({env: {...liveEnv, COACH_TIME_ZONE: 'Europe/Atlantis'}})).toEqual([
      `COACH_TIME_ZONE is not a time zone (revenue falls back to UTC). Set COACH_TIME_ZONE ${WHERE}: an IANA name such as America/New_York, or leave it empty for UTC.`,
    ])
    expect(messages({env: {...liveEnv, COACH_TIME_ZONE: 'America/New_York'}})).toEqual([])
  })

  it('a placeholder left: the drawn portrait still flagged', () => {
    expect(
      messages({siteSettings: {...finished, coachPortrait: {...finished.coachPortrait, placeholder: true}}}),
    ).toEqual([
      "Content: the coach's portrait is missing or a placeholder in Sanity project abc123xy (dataset production). In the Studio, open Site settings → About the coach, fill it in and publish.",
    ])
  })

  it('a link to a page the site does not have, and a guide on it', () => {
    expect(
      messages({
        env: {...liveEnv, SURVIVAL_GUIDE_URL: 'https://amy-menopause.com/survival-guide'},
        siteSettings: {...finished, communityLink: {label: 'Community', url: 'https://amy-menopause.com/community/'}},
      }),
    ).toEqual([
      "SURVIVAL_GUIDE_URL goes to https://amy-menopause.com/survival-guide, a page that does not exist. Set it to the guide's real address.",
      'Content: the link "Community" (Site settings → communityLink) goes to https://amy-menopause.com/community/, a page that does not exist. In the Studio, point it at a page you have, or clear it, and publish.',
    ])
  })

  it('everything set: nothing to fix, and the production build goes on', () => {
    const findings = preflightFindings(input({}))
    expect(findings).toEqual([])
    expect(preflightReport(findings, 'production')).toEqual({
      ok: true,
      text: 'Preflight: ready for production, nothing to fix.',
    })
  })

  it('stops only a production build; previews and local builds warn', () => {
    const findings = preflightFindings(input({acceptedCouponCodes: ['SAVE10', 'SPRING5']}))
    const coupons =
      "Coupons: production would accept the spec's launch codes SAVE10. In the Studio (Coupons), switch them off or delete them; create your own codes there."
    expect(preflightReport(findings, 'production')).toEqual({
      ok: false,
      text: `Preflight: this production build stops, 1 item to fix (DECISIONS 42):\n  ✗ ${coupons}\nFix them, then deploy again. Print this list any time: CONTEXT=production npm run preflight`,
    })
    expect(preflightReport(findings, 'deploy-preview')).toEqual({
      ok: true,
      text: `Preflight (context deploy-preview): 1 item would stop a production build:\n  ✗ ${coupons}`,
    })
    expect(preflightReport(findings, undefined, {brief: true})).toEqual({
      ok: true,
      text: 'Preflight (context local): 1 item would stop a production build; `CONTEXT=production npm run preflight` lists them.',
    })
  })
})

describe('the one list of settings', () => {
  it('.env.example is generated from src/config/settings.ts (npm run settings:write)', () => {
    expect(readFileSync('.env.example', 'utf8')).toBe(envExampleText())
  })

  it("the README's settings table is generated from it too", () => {
    expect(readFileSync('README.md', 'utf8')).toContain(readmeSettingsTable())
  })
})
