/** What the back office's API answers; shared by the functions and the pages (plain data, no secrets). */
export type OrderState = 'paid' | 'pending' | 'refunded' | 'disputed'

export type OwnerOrder = {
  id: string
  provider: 'stripe' | 'paypal'
  amountCents: number
  currency: string
  coupon: string | null
  email: string | null
  createdAt: string
  state: OrderState
  paidAt: string | null
  refundedAt?: string
  refundReason?: string
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

export type AuditEntry = {id: string; at: string; action: AuditAction; target?: string; detail?: string}

/** One address on the coach's list: captured on a form, or a purchaser's. */
export type ListEntry = {email: string; sources: string[]; firstSeen: string; unsubscribedAt: string | null}

export type ContactMessage = {
  id: string
  name: string
  email: string
  subject: string
  message: string
  createdAt: string
  readAt: string | null
}

export type WeekRevenue = {
  week: string
  orders: number
  grossCents: number
  refundedCents: number
  disputedCents: number
  netCents: number
}
export type CouponRevenue = {coupon: string; orders: number; grossCents: number; netCents: number}
export type RevenueReport = {
  currency: string
  weeks: WeekRevenue[]
  coupons: CouponRevenue[]
  totals: {
    orders: number
    grossCents: number
    refunds: number
    refundedCents: number
    disputes: number
    disputedCents: number
    netCents: number
  }
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
