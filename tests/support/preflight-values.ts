import webPush from 'web-push'
import {readDataset} from '../../build-time/content-source/dataset'
import {SETTINGS} from '../../src/config/settings'

/** Settings and content for the preflight's tests: a finished live site, and each bad value she could paste. */

export const SPEC_CODES = ['SAVE10', 'WELCOME15', 'NEWCLIENT20', 'HOLIDAY25']
export const embedded = readDataset('content').find((doc) => doc._id === 'siteSettings')!

/** A VAPID pair as `npx web-push generate-vapid-keys` makes it, and a second one for a mismatch. */
const vapid = webPush.generateVAPIDKeys()
const otherVapid = webPush.generateVAPIDKeys()

/** The coach's own site settings: her name, issuer and photo, links to pages that exist. */
export const finished = {
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
  affiliateTag: 'amyjordan-20',
}

/** Every required setting set for a live site. */
export const liveEnv = {
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
  VAPID_PUBLIC_KEY: vapid.publicKey,
  VAPID_PRIVATE_KEY: vapid.privateKey,
  VAPID_SUBJECT: 'mailto:amy@amy-menopause.com',
  STRIPE_SECRET_KEY: 'sk_live_51abc',
  STRIPE_PUBLISHABLE_KEY: 'pk_live_51abc',
  STRIPE_WEBHOOK_SECRET: 'whsec_abc',
  PAYPAL_API_BASE: 'https://api-m.paypal.com',
  PAYPAL_CLIENT_ID: 'AbCdLiveClient',
  PAYPAL_CLIENT_SECRET: 'EfGhLiveSecret',
  PAYPAL_WEBHOOK_ID: '7XY12345AB678901C',
}

/**
 * Each bad value the coach could paste, and what the preflight says about it (the rest of the settings live). Each
 * must stop a production build on its own with exactly this one line.
 */
export const BAD_VALUES: ReadonlyArray<[name: string, value: string, says: string, problem?: string]> = [
  [
    'SMTP_URL',
    'hello',
    'is not an SMTP address: write smtp://user:password@server:587 (in the password, write @ as %40, : as %3A and / as %2F)',
  ],
  [
    'SMTP_URL',
    'smtp.gmail.com',
    'is not an SMTP address: write smtp://user:password@server:587 (in the password, write @ as %40, : as %3A and / as %2F)',
  ],
  [
    'SMTP_URL',
    'smtp://amy:secret@smtp.gmail.com',
    'has no port: add the one your provider gives after the server, usually :587 (or :465 with smtps://)',
  ],
  ['SMTP_URL', 'smtp://smtp.gmail.com:587', 'has no user name and password before the server'],
  ['SMTP_URL', 'smtp://amy:secret@gmail:587', 'names no mail server on the internet after the @'],
  ['SMTP_URL', 'smtp://amy:secret@localhost:1025', 'points at this computer, which sends no mail', 'local-address'],
  ['MAIL_FROM', 'jane', 'is not an email address (like you@yourdomain.com)'],
  ['MAIL_FROM', 'Jane Doe <jane>', 'holds an address that is not an email address (like you@yourdomain.com)'],
  ['MAIL_FROM', '<hello@amy-menopause.com>', 'has brackets but no name before them: write Your Name <address>'],
  ['COACH_EMAIL', 'jane', 'is not an email address (like you@yourdomain.com)'],
  [
    'COACH_EMAIL',
    'Jane Doe <jane@amy-menopause.com>',
    'holds a name or brackets: give the address alone, like you@yourdomain.com',
  ],
  [
    'COACH_EMAIL',
    'Jane Doe ‹jane@amy-menopause.com>',
    'holds a name or brackets: give the address alone, like you@yourdomain.com',
  ],
  ['COACH_EMAIL', 'jane@localhost', 'is an address on this computer, which no mail reaches', 'local-address'],
  [
    'STRIPE_PUBLISHABLE_KEY',
    'sk_live_51abc',
    'holds a secret key (sk_…), which this setting would show to every visitor: put the publishable key (pk_live_…) here',
    'wrong-slot',
  ],
  [
    'STRIPE_PUBLISHABLE_KEY',
    'rk_live_51abc',
    'holds a restricted key (rk_…), which this setting would show to every visitor: put the publishable key (pk_live_…) here',
    'wrong-slot',
  ],
  [
    'STRIPE_SECRET_KEY',
    'pk_live_51abc',
    'holds a publishable key (pk_…) where the secret key (sk_live_…) goes',
    'wrong-slot',
  ],
  ['STRIPE_SECRET_KEY', '"sk_live_51abc"', 'is wrapped in quotes: paste the value without them'],
  ['STRIPE_SECRET_KEY', ' sk_live_51abc', 'has a space before or after it: paste the value alone'],
  ['STRIPE_SECRET_KEY', 'sk_live_51a bc', 'holds characters after its prefix that no Stripe key has: copy it again'],
  ['STRIPE_SECRET_KEY', 'sk_test_51abc', 'is a test key: production takes the live one (sk_live_…)', 'test-key'],
  ['STRIPE_SECRET_KEY', 'sk_51abc', 'is not a live secret key (sk_live_…)'],
  ['STRIPE_PUBLISHABLE_KEY', 'pk_test_51abc', 'is a test key: production takes the live one (pk_live_…)', 'test-key'],
  ['STRIPE_WEBHOOK_SECRET', 'abc123', 'is not a Stripe webhook signing secret (it starts whsec_)'],
  [
    'STRIPE_WEBHOOK_SECRET',
    'sk_live_51abc',
    'holds a secret key (sk_…) where the webhook signing secret (whsec_…) goes',
    'wrong-slot',
  ],
  ['STRIPE_WEBHOOK_SECRET', "'whsec_abc'", 'is wrapped in quotes: paste the value without them'],
  ['PAYPAL_API_BASE', 'https://www.paypal.com', 'is not PayPal’s live API address (https://api-m.paypal.com)'],
  [
    'PAYPAL_API_BASE',
    'https://api-m.sandbox.paypal.com',
    'points at PayPal’s sandbox, where no real money moves',
    'sandbox',
  ],
  ['PAYPAL_CLIENT_ID', 'AbCd LiveClient', 'holds characters no PayPal value has (spaces, quotes, dots): copy it again'],
  ['REVIEWER_CODES', 'AMY-R1', 'holds 1 code where 5 different ones are asked'],
  ['REVIEWER_CODES', 'AMY-R1,amy-r1,AMY-R3,AMY-R4,AMY-R5', 'gives the same code twice'],
  ['REVIEWER_CODES', 'AMY-R1,,AMY-R3,AMY-R4,AMY-R5', 'has an empty code between two commas'],
  [
    'REVIEWER_CODES',
    'REVIEW-AMY-2025,A,B,C,D',
    'holds the example codes published with this site’s code',
    'published-value',
  ],
  ['SITE_URL', 'http://amy-menopause.com', 'starts with http://: the site is served on https://'],
  ['SITE_URL', 'https://amy-menopause.com/shop', 'has a page after the address: give the address alone'],
  ['SITE_URL', 'amy-menopause.com', 'is not a web address (https://…)'],
  ['SITE_URL', 'http://127.0.0.1:8888', 'points at this computer (http://127.0.0.1:8888)', 'local-address'],
  ['GATSBY_SITE_URL', 'https://www.amy-menopause.com', 'differs from SITE_URL: give both the same address', 'mismatch'],
  ['SURVIVAL_GUIDE_URL', 'my guide', 'is not a web address (https://…)'],
  ['NETLIFY_BUILD_HOOK_URL', 'hello', 'is not a Netlify build hook address (https://api.netlify.com/build_hooks/…)'],
  [
    'NETLIFY_BUILD_HOOK_URL',
    'https://app.netlify.com/sites/amy/settings/deploys',
    'is not a Netlify build hook address (https://api.netlify.com/build_hooks/…)',
  ],
  ['VAPID_PUBLIC_KEY', 'nonsense', 'is not a VAPID public key (87 letters and digits)'],
  ['VAPID_PRIVATE_KEY', 'nonsense', 'is not a VAPID private key (43 letters and digits)'],
  [
    'VAPID_PRIVATE_KEY',
    otherVapid.privateKey,
    'does not belong to VAPID_PUBLIC_KEY: set both from the same key pair',
    'mismatch',
  ],
  ['VAPID_SUBJECT', 'amy@amy-menopause.com', 'is not mailto: followed by an address'],
  ['VAPID_SUBJECT', 'mailto:amy', 'is not an email address (like you@yourdomain.com)'],
  ['SANITY_PROJECT_ID', 'My Project', 'is not a Sanity project id (lowercase letters and digits, like abc123xy)'],
  ['ACCESS_TOKEN_SECRET', 'too-short', 'is shorter than 32 characters', 'too-short'],
]

/** Values that can work and must pass, each beside the rest of the live settings. */
export const GOOD_VALUES: ReadonlyArray<[name: string, value: string]> = [
  ['SMTP_URL', 'smtps://amy%40amy-menopause.com:p%40ss@smtp.mailhost.com:465'],
  ['MAIL_FROM', 'hello@amy-menopause.com'],
  ['MAIL_FROM', '"Amy Jordan, coach" <hello@amy-menopause.com>'],
  ['COACH_EMAIL', 'Amy.Jordan+site@mail.amy-menopause.co.uk'],
  ['REVIEWER_CODES', 'AMY-R1, AMY-R2, AMY-R3, AMY-R4, AMY-R5'],
  ['SITE_URL', 'https://amy-menopause.com/'],
  ['PAYPAL_API_BASE', 'https://api-m.paypal.com/'],
  ['VAPID_SUBJECT', 'https://amy-menopause.com'],
  ['STRIPE_WEBHOOK_SECRET', 'whsec_a1B2c3D4e5F6'],
  ['NETLIFY_BUILD_HOOK_URL', 'https://api.netlify.com/build_hooks/65f0c0ffee1234567890abcd'],
]

const SET_IT = 'Set it in Netlify → Site configuration → Environment variables.'
export const setting = (name: string) => SETTINGS.find((candidate) => candidate.name === name)!
export const strip = (text: string) => text.replace(/\.$/, '')
/** The one line a setting's finding prints: what is wrong, where to get the value, where to set it. */
export const line = (name: string, says: string) =>
  `${name} ${says}. Where to get it: ${strip(setting(name).whereToGet)}. ${SET_IT}`
