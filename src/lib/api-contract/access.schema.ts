import {z} from 'zod'
import {emailField} from './fields.schema'

export const ReviewerCode = z.object({
  code: z.string({error: 'Send the reviewer code.'}).trim().min(1, 'Send the reviewer code.').max(100),
})
export type ReviewerCodeRequest = z.input<typeof ReviewerCode>

/** The demo checkout asks what the real one asks: the buyer's email for the receipt, how she pays, a coupon. */
export const DemoPurchase = z.object({
  email: emailField,
  method: z.enum(['card', 'paypal']),
  coupon: z.string().max(64).optional(),
  marketingOptIn: z.boolean().optional(),
})
export type DemoPurchaseRequest = z.input<typeof DemoPurchase>
