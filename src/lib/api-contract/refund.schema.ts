import {z} from 'zod'

export const RefundRequest = z.object({
  restoreToken: z.string().min(20).max(128),
  /** Without it the answer only describes the order; with it the refund happens (the page's one confirmation step). */
  confirm: z.literal(true).optional(),
})
export type RefundRequestBody = z.input<typeof RefundRequest>
