import {z} from 'zod'

const restoreToken = z.string().min(20).max(128)

/**
 * The order named by the receipt's restore secret (to show it) or by a mailed refund link's ticket (to show it and,
 * with `confirm`, to refund it: the page's one confirmation step). Exactly one of the two.
 */
export const RefundRequest = z
  .object({
    restoreToken: restoreToken.optional(),
    ticket: z.string().min(20).max(2048).optional(),
    confirm: z.literal(true).optional(),
  })
  .refine((body) => (body.restoreToken === undefined) !== (body.ticket === undefined), {
    error: 'Send the restore secret of your receipt or the ticket of your refund link.',
  })
export type RefundRequestBody = z.input<typeof RefundRequest>

/** Mail me the link that refunds the order of this receipt. */
export const RefundLinkRequest = z.object({restoreToken})
export type RefundLinkRequestBody = z.input<typeof RefundLinkRequest>
