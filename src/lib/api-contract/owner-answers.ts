import type {RevenuePreset} from '../../config/owner'
import type {QueuedMailKind} from '../../config/mail-outbox'
import type {PasteValue, SetupStepId} from '../../config/settings'
import type {FindingProblem} from '../settings/setting-findings'

/** What the back office's API answers; shared by the functions and the pages (plain data, no secrets). */
/** `failed`: a pending payment the provider then denied (PayPal's PAYMENT.CAPTURE.DENIED): no money, no access. */
export type OrderState = 'paid' | 'pending' | 'failed' | 'refunded' | 'disputed'

/** Whether an order's money ever came in: not while pending, never when the payment failed. */
export const moneyReceived = (state: OrderState) => state !== 'pending' && state !== 'failed'

export type OwnerOrder = {
  id: string
  /** `demo`: a rehearsal sale on /test-checkout under `npm start` (never money, never in revenue or reports). */
  provider: 'stripe' | 'paypal' | 'demo'
  amountCents: number
  currency: string
  coupon: string | null
  email: string | null
  createdAt: string
  state: OrderState
  paidAt: string | null
  refundedAt?: string
  refundReason?: string
  /** She ticked the (unticked by default) marketing opt-in at checkout: only then is she on the email list. */
  marketingConsent?: boolean
  /** A rehearsal sale: listed, refundable, never counted. */
  demo?: boolean
  /**
   * Paid with test money (Stripe test mode, PayPal sandbox; DECISIONS 49): it exists only in the own stores of a
   * deploy preview, branch deploy or local run (never production's), where the back office marks it a test sale.
   */
  testMode?: boolean
  /** The buyer asked for a refund she could not grant herself (DECISIONS 40): the coach grants it in one click. */
  refundRequestedAt?: string
  /** The provider's fee, in the order's currency, as the provider reported it; absent: not reported (never read as 0). */
  feeCents?: number
  /**
   * The provider's fees for a dispute of this order, as it reported them on the dispute (Stripe's dispute fee, less
   * any it returned); absent: none reported. Counted in revenue's fees with `feeCents`.
   */
  disputeFeeCents?: number
}

export type AuditAction =
  | 'sign-in'
  | 'sign-out'
  | 'sign-out-everywhere'
  | 'refund'
  | 'resend-receipt'
  | 'message-read'
  | 'message-delete'
  | 'csv-export'
  | 'dispute'
  | 'refund-request'
  | 'mail-retry'

/** Who did it: the coach, the buyer herself ('Try It On'), or the payment provider (a refund made there, a dispute). */
export type AuditActor = 'owner' | 'purchaser' | 'stripe' | 'paypal'

export type AuditEntry = {
  id: string
  at: string
  action: AuditAction
  target?: string
  detail?: string
  /** Absent on entries written before it existed: those were all the coach's. */
  by?: AuditActor
}

/** One address on the coach's list: captured on a form, or a purchaser's. */
export type ListEntry = {email: string; sources: string[]; firstSeen: string; unsubscribedAt: string | null}

/**
 * One answer of a back-office list: the newest entries first, `nextCursor` to pass as `?cursor=` for the next
 * ones (null: no more), and the list's running totals (of the whole list, not of this page).
 */
export type ListPage = {nextCursor: string | null}
export type EmailListTotals = {addresses: number; subscribed: number; unsubscribed: number}
export type EmailListAnswer = ListPage & {entries: ListEntry[]; totals: EmailListTotals}
export type MessagesAnswer = ListPage & {messages: ContactMessage[]; totals: {messages: number; unread: number}}
export type AuditAnswer = ListPage & {entries: AuditEntry[]; totals: {entries: number}}

export type ContactMessage = {
  id: string
  name: string
  email: string
  subject: string
  message: string
  createdAt: string
  readAt: string | null
}

/** How a period's figures are grouped: by day (up to a month), by week (up to half a year), else by month. */
export type RevenueGrouping = 'day' | 'week' | 'month'

/** The period a revenue report covers: calendar days (yyyy-MM-dd) in the coach's time zone, both ends included. */
export type RevenuePeriod = {
  preset: RevenuePreset | 'custom'
  from: string
  to: string
  grouping: RevenueGrouping
  /** The IANA zone whose calendar days these are (COACH_TIME_ZONE, or UTC). */
  timeZone: string
}

/**
 * Money figures of a set of orders. `feeCents` sums the fees the providers reported; `feesNotReported` counts the
 * orders whose provider gave none (their fee is unknown, not 0). Net = gross − refunded − disputed − fees.
 */
export type RevenueFigures = {
  orders: number
  grossCents: number
  refundedCents: number
  disputedCents: number
  feeCents: number
  feesNotReported: number
  netCents: number
}
/** One group of the period: the day, the Monday of the week, or the first day of the month (yyyy-MM-dd). */
export type BucketRevenue = RevenueFigures & {start: string}
export type CouponRevenue = {coupon: string; orders: number; grossCents: number; netCents: number}
export type RevenueReport = {
  currency: string
  period: RevenuePeriod
  buckets: BucketRevenue[]
  coupons: CouponRevenue[]
  totals: RevenueFigures & {refunds: number; disputes: number}
  /** Rehearsal sales on /test-checkout in the period: listed in the orders, never counted here. */
  demoOrders: number
}

/** A figure in the women's report: a number, or null when fewer than the floor stand behind it. */
export type Floored = number | null

export type WomenReport = {
  minPeople: number
  /** The completed calendar month (yyyy-MM) the symptoms and trackers are from. */
  month: string
  assessmentsByMonth: {month: string; count: Floored}[]
  topSymptoms: {symptom: string; people: number; meanSeverity: number}[]
  symptomsHidden: boolean
  phaseQuiz: {recorded: false} | {recorded: true; outcomes: {phase: string; count: Floored}[]}
  activeTrackers: Floored
  reminders: {day: string; sent: number; failed: number; removed: number}[]
}

/** One setting on the Setup page: its state on the live site, never its value. */
export type SetupSetting = {
  name: string
  purpose: string
  required: boolean
  /** 'set' (ready), 'not-set' (optional and empty) or what is wrong with it. */
  state: 'set' | 'not-set' | FindingProblem
  /** What to do, when something is wrong. */
  message: string | null
}
export type SetupStepStatus = {
  id: SetupStepId
  title: string
  done: boolean
  /** The exact next action while the step is not done, with this deploy's own pages where it names them. */
  action: string
  /** The addresses and names the action pastes on a provider's page, each with a Copy button (never a secret). */
  values: PasteValue[]
  settings: SetupSetting[]
  /** A word on how the step was checked (e.g. what Sanity answered). */
  note: string | null
}
/** GET /api/owner/setup: the going-live steps on this deploy. */
export type SetupAnswer = {context: string; steps: SetupStepStatus[]}

/** Where a coupon stands now: only `live` is accepted at checkout. */
export type CouponStatus = 'live' | 'off' | 'not-started' | 'ended' | 'incomplete'

/** One coupon document as the back office lists it (read-only; the Studio edits it). */
export type CouponRow = {
  id: string
  code: string
  dollarsOff: number | null
  startsAt: string | null
  endsAt: string | null
  status: CouponStatus
  /** Orders that paid with it (refunded and disputed included; pending and rehearsal sales not). */
  timesUsed: number
  /** The Studio's form of this coupon. */
  editUrl: string
}

export type CouponsAnswer = {
  coupons: CouponRow[]
  /** Where the coupons were read: the Sanity project, or the embedded demo content (never applied in production). */
  source: 'sanity' | 'embedded'
}

/** A mail the outbox gave up on after its attempts (docs/mail-outbox.md): who it was for and why, never its text. */
export type DeadMail = {
  /** The outbox's id of the logical mail (a hash of its idempotency key). */
  id: string
  kind: QueuedMailKind
  to: string
  subject: string
  attempts: number
  queuedAt: string
  deadAt: string
  /** The mail server's last answer, without addresses. */
  lastError: string
}
/** GET /api/owner/mail-queue: how many mails wait to be sent again, and the ones given up on. */
export type MailQueueAnswer = {queued: number; dead: DeadMail[]}
/** POST /api/owner/mail-queue: the dead mail was sent now, or is queued again (the server still refuses it). */
export type MailRetryAnswer = {result: 'sent' | 'queued' | 'suppressed'}
