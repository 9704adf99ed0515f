import {OWNER_ROUTES, OWNER_SIGN_IN_LINK_MINUTES} from '../../config/owner'

/** The back office's fixed words (DECISIONS 29). */
export const OWNER_MESSAGES = {
  productArea: 'Back office',
  skip: 'Skip to content',
  checking: 'Checking your sign-in…',
  signOut: 'Sign out',
  signInTitle: 'Sign in to your back office',
  signInLead: `Enter your email address. If it is the coach’s address, we email you a sign-in link that works once, within ${OWNER_SIGN_IN_LINK_MINUTES} minutes.`,
  emailLabel: 'Email address',
  sendLink: 'Email me a sign-in link',
  sending: 'Sending…',
  redeemTitle: 'Finish signing in',
  redeemLead: 'Continue to open your back office in this browser. The link then stops working.',
  redeem: 'Continue to the back office',
  redeemMissing: 'This page needs the sign-in link from your email. Ask for a new link.',
  askNewLink: 'Ask for a new sign-in link',
  loadError: 'Could not load this page. Please reload.',
  fewerThan: (min: number) => `fewer than ${min}`,
  newestFirst: 'Newest first',
  weeksCaption: 'Weeks start on Monday; newest last',
  monthsCaption: 'Completed calendar months only, newest last; each paid order counts once a month',
  symptomsCaption: (month: string) =>
    `From ${month}: each paid order’s latest assessment that month counts once; severity from 1 (mild) to 5 (severe)`,
} as const

export const OWNER_NAV = [
  {to: OWNER_ROUTES.home, label: 'Overview'},
  {to: OWNER_ROUTES.orders, label: 'Orders'},
  {to: OWNER_ROUTES.revenue, label: 'Revenue'},
  {to: OWNER_ROUTES.emailList, label: 'Email list'},
  {to: OWNER_ROUTES.messages, label: 'Messages'},
  {to: OWNER_ROUTES.reports, label: 'What women report'},
  {to: OWNER_ROUTES.audit, label: 'Audit log'},
] as const

export const ORDER_STATE_LABELS = {
  paid: 'Paid',
  pending: 'Pending',
  refunded: 'Refunded',
  disputed: 'Disputed',
} as const

export const AUDIT_LABELS = {
  'sign-in': 'Signed in',
  'sign-out': 'Signed out',
  'sign-out-everywhere': 'Signed out everywhere',
  refund: 'Refunded an order',
  'resend-receipt': 'Resent a receipt',
  'message-read': 'Read a message',
  'message-delete': 'Deleted a message',
  'csv-export': 'Exported the email list',
} as const
