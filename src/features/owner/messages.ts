import type {CouponStatus} from '../../lib/api-contract/owner-answers'
import {OWNER_ROUTES, OWNER_SIGN_IN_LINK_MINUTES} from '../../config/owner'
import {publicEnv} from '../../config/env'
import {MAIL_OUTBOX} from '../../config/mail-outbox'

/** The back office's fixed words (DECISIONS 29). */
export const OWNER_MESSAGES = {
  productArea: 'Back office',
  skip: 'Skip to content',
  checking: 'Checking your sign-in…',
  signOut: 'Sign out',
  signInTitle: 'Sign in to your back office',
  signInLead: `Enter your email address. Only the one address this site has as the coach’s gets a sign-in link, which works once, within ${OWNER_SIGN_IN_LINK_MINUTES} minutes; any other address sees the same message and gets no email.`,
  emailLabel: 'Email address',
  sendLink: 'Email me a sign-in link',
  sending: 'Sending…',
  redeemTitle: 'Finish signing in',
  redeemLead: 'Continue to open your back office in this browser. The link then stops working.',
  redeem: 'Continue to the back office',
  redeemMissing: 'This page needs the sign-in link from your email. Ask for a new link.',
  askNewLink: 'Ask for a new sign-in link',
  openOutbox: 'Open the local outbox to find the link',
  loadError: 'Could not load this page. Please reload.',
  fewerThan: (min: number) => `fewer than ${min}`,
  newestFirst: 'Newest first',
  /** Under `npm start`: why a demo buyer who ticked "news and offers" is not on the list. */
  demoBuyersNotListed:
    'Demo buyers from the test checkout are never added, even when they tick news and offers: a rehearsal is not a real person’s consent.',
  monthsCaption: 'Completed calendar months only, newest last; each paid order counts once a month',
  symptomsCaption: (month: string) =>
    `From ${month}: each paid order’s latest assessment that month counts once; severity from 1 (mild) to 5 (severe)`,
} as const

export const OWNER_NAV = [
  {to: OWNER_ROUTES.home, label: 'Overview'},
  {to: OWNER_ROUTES.orders, label: 'Orders'},
  {to: OWNER_ROUTES.revenue, label: 'Revenue'},
  {to: OWNER_ROUTES.coupons, label: 'Coupons'},
  {to: OWNER_ROUTES.emailList, label: 'Email list'},
  {to: OWNER_ROUTES.messages, label: 'Messages'},
  {to: OWNER_ROUTES.reports, label: 'What women report'},
  {to: OWNER_ROUTES.audit, label: 'Audit log'},
  {to: OWNER_ROUTES.setup, label: 'Setup'},
  {to: OWNER_ROUTES.mailQueue, label: 'Mail queue'},
  // Under `npm start` mail goes to a local outbox instead of SMTP: she reads it here.
  ...(publicEnv.demoMode ? [{to: OWNER_ROUTES.outbox, label: 'Outbox (local)'}] : []),
] as const

export const ORDER_STATE_LABELS = {
  paid: 'Paid',
  pending: 'Pending',
  failed: 'Payment failed',
  refunded: 'Refunded',
  disputed: 'Disputed',
} as const

/** How an order was paid, in plain words. */
export const PROVIDER_LABELS = {
  stripe: 'Card (Stripe)',
  paypal: 'PayPal',
  demo: 'Demo (no money)',
} as const

/** What a resend sends: asked and shown before it goes. */
export const RESEND_MESSAGES = {
  grantedReason: 'Refund request granted',
  receipt: {
    title: 'Send the purchase receipt again?',
    what: (email: string, amount: string) => `The purchase receipt for ${amount} goes to ${email}. It contains:`,
    contents: [
      'the amount paid and the order',
      'a new link that opens the toolkit on any device (the old link stops working)',
      'the Try It On refund link and its deadline',
    ],
    confirm: 'Send the receipt',
    sent: (email: string) => `Receipt sent again to ${email} with a new restore link.`,
  },
  refund: {
    title: 'Send the refund confirmation again?',
    what: (email: string, amount: string) => `The refund confirmation for ${amount} goes to ${email}. It says:`,
    contents: [
      'the amount refunded and the order',
      'when the money shows on her statement',
      'that her access to the full toolkit has ended',
    ],
    confirm: 'Send the refund confirmation',
    sent: (email: string) => `Refund confirmation sent again to ${email}.`,
  },
} as const

export const AUDIT_LABELS = {
  'sign-in': 'Signed in',
  'sign-out': 'Signed out',
  'sign-out-everywhere': 'Signed out everywhere',
  refund: 'Refunded an order',
  'resend-receipt': 'Resent a receipt',
  dispute: 'Dispute opened',
  'refund-request': 'Refund requested',
  'message-read': 'Read a message',
  'message-delete': 'Deleted a message',
  'csv-export': 'Exported the email list',
  'mail-retry': 'Tried an undelivered mail again',
} as const

/** The revenue screen's words. */
export const REVENUE_MESSAGES = {
  periodLegend: 'Period',
  presetLabel: 'Show',
  custom: 'Custom dates',
  fromLabel: 'From',
  toLabel: 'To',
  apply: 'Show this period',
  zoneNote: (timeZone: string) =>
    `Days are calendar days in ${timeZone}, both ends included${timeZone === 'UTC' ? ' (COACH_TIME_ZONE sets yours)' : ''}.`,
  groupWord: {day: 'day', week: 'week', month: 'month'},
  xAxisTitle: {day: 'Day', week: 'Week starting (Monday)', month: 'Month'},
  yAxisTitle: (currency: string) => `Net (${currency})`,
  chartName: (unit: string, period: string, net: string, xTitle: string, currency: string) =>
    `Bar chart of net revenue per ${unit}, ${period}: ${net} net in all. Horizontal axis: ${xTitle}; vertical axis: net revenue in ${currency}. The table below gives each ${unit}’s figures.`,
  tableCaption: (unit: string, period: string) =>
    `By ${unit}, ${period}; oldest first; net = gross − refunds − disputes − fees`,
  notReported: 'not reported',
  /** The fee of a demo sale: no money moved. */
  noFee: '—',
  feesNote: (missing: number) =>
    `${missing} ${missing === 1 ? 'order’s' : 'orders’'} fee was not reported by the payment provider: net leaves ${missing === 1 ? 'it' : 'them'} out, so the real net is lower.`,
  allFeesReported: 'Fees as the payment providers reported them.',
  noOrders: 'No orders in this period.',
  demoNote: (count: number) =>
    `${count} demo ${count === 1 ? 'sale' : 'sales'} in this period ${count === 1 ? 'is' : 'are'} not counted: ${count === 1 ? 'it was a rehearsal' : 'they were rehearsals'} on the test checkout, with no money.`,
} as const

/** The Setup page's words. */
export const SETUP_MESSAGES = {
  lead: 'Each step of going live, as this site is set up now. Settings are changed in Netlify (Site configuration → Environment variables) and take effect with the next deploy; no value you have set is shown here.',
  context: (context: string) =>
    context === 'production'
      ? 'You are looking at the live (production) site.'
      : `You are looking at a “${context}” copy of the site, not the live one: its settings may differ.`,
  progress: (done: number, total: number) => `${done} of ${total} steps done`,
  codeTitle: 'Mail not working yet?',
  codeLead:
    'The sign-in link comes by email. Until your mail works, enter the setup code you set as SETUP_CODE in Netlify (Site configuration → Environment variables) to see these steps. Your first sign-in closes it.',
  codeLabel: 'Setup code',
  codeSubmit: 'Open Setup',
  codeRefused:
    'That code does not open Setup. Check SETUP_CODE in Netlify (16 characters or more, then deploy again); after your first sign-in, sign in instead.',
  done: 'Done',
  toDo: 'To do',
  next: 'Next:',
  copy: 'Copy',
  copied: 'Copied',
  copyLabel: (value: string) => `Copy ${value}`,
  copiedStatus: (value: string) => `Copied ${value}`,
  copyFailed: 'This browser did not allow copying: select the text and copy it yourself.',
  /** The Reminder (VAPID) keys step's key maker: the pair is made in her browser and shown once. */
  keys: {
    make: 'Make a new key pair',
    made: 'A new key pair is below: copy each key into its setting.',
    publicKey: 'Public key',
    privateKey: 'Private key (secret)',
    copyName: (setting: string) => `the new ${setting}`,
    note: (where: string) =>
      `Your browser makes the pair: nothing is sent to the server. Paste each key into its setting in ${where}, then deploy again. The private key is a secret and is shown only here, until you leave this page: keep it nowhere else. Once women use reminders, keep this pair: with new keys, reminders stop in every browser until she turns them on again.`,
    failed:
      'This browser could not make keys. Open this page at your site’s https:// address in an up-to-date Chrome, Edge, Firefox or Safari.',
  },
  preflight:
    'The live site is not published while a step is not done, the content still holds a placeholder, the example coach’s name or the example Amazon tag, or an example coupon would be accepted: each deploy’s log then lists every item, with where to get the value.',
  state: {
    set: 'set',
    'not-set': 'not set (optional)',
    missing: 'missing',
    example: 'example value',
    'local-address': 'local address',
    'test-key': 'test key',
    sandbox: 'sandbox',
    'published-value': 'published example',
    'too-short': 'too short',
    invalid: 'not valid',
    'wrong-slot': 'a different key',
    mismatch: 'does not match',
    'default-coupons': 'example coupons',
    placeholder: 'placeholder',
    'missing-page': 'page missing',
    unreadable: 'unreadable',
    shared: 'shared with previews',
  },
} as const

/** Who did an audited action, in plain words (entries without `by` were the coach's). */
export const AUDIT_ACTOR_LABELS = {
  owner: 'You',
  purchaser: 'The buyer (Try It On)',
  stripe: 'Stripe',
  paypal: 'PayPal',
} as const

export const OUTBOX_MESSAGES = {
  title: 'Outbox (local)',
  lead: 'This is a practice copy of the site on a computer, and no mail leaves it: each email the site would have sent is kept here, newest first.',
  empty: 'No mail yet. Make a demo purchase on /test-checkout to see a receipt here.',
  unavailable: 'There is no local outbox here: this site sends its mail through your mail provider (SMTP).',
  to: 'To',
  sent: 'Sent',
} as const

export const COUPON_MESSAGES = {
  caption: 'Your coupons: the live ones first. Buyers can use only the live ones.',
  empty: 'No coupons yet. Add one in the Studio under Coupons.',
  embedded:
    'These are the demo coupons of the embedded content: the live site never accepts them. Your own coupons appear here once the site reads your Sanity project.',
  edit: (code: string) => `Edit ${code || 'this coupon'} in the Studio`,
  noDate: '—',
  status: {
    live: 'Live',
    off: 'Switched off',
    'not-started': 'Not started yet',
    ended: 'Ended',
    incomplete: 'Missing its code or amount',
  },
} as const satisfies {status: Record<CouponStatus, string>} & Record<string, unknown>

/** The mail queue screen's words (docs/mail-outbox.md). */
export const MAIL_QUEUE_MESSAGES = {
  lead: `When your mail provider cannot take a mail (a receipt, a refund note, a reminder…), the site keeps it and tries again every few minutes, waiting longer each time. After ${MAIL_OUTBOX.maxAttempts} failed attempts it stops and lists the mail here, so you can try again once the provider works.`,
  waiting: (count: number) =>
    count === 0
      ? 'No mail is waiting to be sent again.'
      : `${count} ${count === 1 ? 'mail is' : 'mails are'} waiting to be sent again (tried automatically).`,
  caption: 'Mails given up on, newest first',
  empty: 'No mail has been given up on.',
  retry: 'Try again',
  retryLabel: (subject: string, to: string) => `Try again: “${subject}” to ${to}`,
  result: {
    sent: (to: string) => `Sent to ${to}.`,
    queued: (to: string) =>
      `Your mail provider still refuses the mail to ${to}: it is queued again and retried automatically.`,
    suppressed: (to: string) => `Not sent: ${to} has unsubscribed from this kind of mail since.`,
  },
  kinds: {
    receipt: 'Purchase receipt',
    'refund-confirmation': 'Refund confirmation',
    'coach-notice': 'Sale or refund notice to you',
    contact: 'Contact message to you',
    guide: 'Survival guide',
    'reminder-confirmation': 'Reminder address confirmation',
    reminder: 'Daily reminder',
  },
} as const
