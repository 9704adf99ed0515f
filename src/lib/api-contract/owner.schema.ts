import {differenceInCalendarDays} from 'date-fns/differenceInCalendarDays'
import {parseISO} from 'date-fns/parseISO'
import {z} from 'zod'
import {REVENUE_MAX_DAYS, REVENUE_PRESETS} from '../../config/owner'

// Only compared with COACH_EMAIL, so any address shape is accepted (the local default is coach@localhost).
export const SignInRequest = z.object({
  email: z
    .string({error: 'Enter your email address.'})
    .trim()
    .max(254)
    .regex(/^[^\s@]+@[^\s@]+$/, 'Enter your email address.'),
})

export const Redeem = z.object({token: z.string().min(1).max(128)})
export const SignOut = z.object({everywhere: z.boolean().default(false)})

const orderId = z.string().min(1).max(200)
export const OrderActionRequest = z.discriminatedUnion('action', [
  z.object({action: z.literal('resend-receipt'), orderId}),
  z.object({action: z.literal('resend-refund-confirmation'), orderId}),
  z.object({
    action: z.literal('refund'),
    orderId,
    reason: z.string({error: 'Give a reason for the refund.'}).trim().min(1, 'Give a reason for the refund.').max(500),
  }),
])

/** The coach's retry of a mail the outbox gave up on, named by its outbox id. */
export const MailRetryRequest = z.object({
  action: z.literal('retry'),
  id: z.string().regex(/^[0-9a-f]{64}$/, 'Not a mail id.'),
})

const messageId = z.string().uuid('Not a message id.')
export const MarkRead = z.object({id: messageId, read: z.boolean()})
export const DeleteMessage = z.object({id: messageId})

/** A calendar day as the date inputs send it (yyyy-MM-dd), checked to exist (no 2026-02-30). */
const DAY_FORMAT = /^\d{4}-\d{2}-\d{2}$/
const isCalendarDay = (day: string) => {
  const at = Date.parse(`${day}T00:00:00Z`)
  return Number.isFinite(at) && new Date(at).toISOString().startsWith(day)
}
const calendarDay = (which: string) =>
  z
    .string()
    .regex(DAY_FORMAT, `The ${which} date must be written yyyy-mm-dd.`)
    .refine((day) => !DAY_FORMAT.test(day) || isCalendarDay(day), `The ${which} date does not exist.`)

/** Days from `from` to `to`, both included. */
export const daysInPeriod = (from: string, to: string) => differenceInCalendarDays(parseISO(to), parseISO(from)) + 1

/**
 * The revenue screen's period, as query parameters: `?period=<preset>`, or `?from=…&to=…` (with or
 * without `period=custom`), or nothing for the default. A reversed or over-long custom period is refused.
 */
export const RevenueQuery = z
  .object({
    period: z
      .enum([...REVENUE_PRESETS, 'custom'], {error: `period must be one of ${REVENUE_PRESETS.join(', ')} or custom.`})
      .optional(),
    from: calendarDay('start').optional(),
    to: calendarDay('end').optional(),
  })
  .strict()
  .superRefine((query, ctx) => {
    const custom = query.period === 'custom' || query.from !== undefined || query.to !== undefined
    if (!custom) return
    if (query.period !== undefined && query.period !== 'custom')
      return ctx.addIssue({code: 'custom', message: 'Give either a period or a start and end date, not both.'})
    if (!query.from || !query.to)
      return ctx.addIssue({code: 'custom', message: 'Give both a start date and an end date.'})
    // A malformed date has its own message already.
    if (![query.from, query.to].every((day) => DAY_FORMAT.test(day) && isCalendarDay(day))) return
    if (query.from > query.to)
      return ctx.addIssue({code: 'custom', path: ['to'], message: 'The end date is before the start date.'})
    if (daysInPeriod(query.from, query.to) > REVENUE_MAX_DAYS)
      ctx.addIssue({
        code: 'custom',
        path: ['to'],
        message: `A period can span at most ${REVENUE_MAX_DAYS} days (about three years).`,
      })
  })
export type RevenueQueryInput = z.infer<typeof RevenueQuery>

/** Entries in one answer of a back-office list when the request names no limit, and at most. */
export const DEFAULT_PAGE_LIMIT = 50
export const MAX_PAGE_LIMIT = 200

/**
 * `?cursor=&limit=` of a back-office list (orders, email list, messages, audit log): `cursor` is the `nextCursor` of the
 * previous answer (none: the newest entries).
 */
export const PageQuery = z
  .object({
    cursor: z.string().min(1).max(600).optional(),
    limit: z.coerce
      .number({error: `limit must be a whole number from 1 to ${MAX_PAGE_LIMIT}.`})
      .int()
      .min(1)
      .max(MAX_PAGE_LIMIT)
      .default(DEFAULT_PAGE_LIMIT),
  })
  .strict()

/** The orders' GET: a page, or only the order a notice's link names (`?order=`: an order id, never an address). */
export const OrdersQuery = PageQuery.extend({order: orderId.optional()}).strict()

/** The bodies the browser sends (the contract's entries name them, `owner.ts`). */
export type SignInBody = z.input<typeof SignInRequest>
export type RedeemBody = z.input<typeof Redeem>
export type SignOutBody = z.input<typeof SignOut>
export type OrderActionBody = z.input<typeof OrderActionRequest>
export type MailRetryBody = z.input<typeof MailRetryRequest>
export type MarkReadBody = z.input<typeof MarkRead>
export type DeleteMessageBody = z.input<typeof DeleteMessage>
