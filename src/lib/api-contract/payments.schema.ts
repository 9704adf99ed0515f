import {z} from 'zod'

/** The coupon code a visitor typed. */
export const CouponRequest = z.object({
  code: z.string({error: 'Enter a coupon code.'}).trim().min(1, 'Enter a coupon code.').max(64),
})

/** The checkout's marketing opt-in (unticked unless she ticks it), kept with the payment itself. */
const marketingOptIn = z.boolean().optional()

// `amount` from old clients is accepted and ignored: the server prices the order (DECISIONS 14).
export const IntentRequest = z.object({
  coupon: z.string().max(64).optional(),
  attemptId: z
    .string()
    .regex(/^[A-Za-z0-9-]{8,64}$/, 'attemptId must be 8–64 letters, digits or dashes.')
    .optional(),
  marketingOptIn,
})
export type PaymentIntentRequest = z.input<typeof IntentRequest>

// Old clients also send amount, currency and intent: ignored, the server sets them (DECISIONS 14).
export const OrderRequest = z.object({coupon: z.string().max(64).optional(), marketingOptIn})
export type PayPalOrderRequest = z.input<typeof OrderRequest>

/** A PayPal order id, as PayPal writes them (also the capture route's `:orderId`). */
export const PAYPAL_ORDER_ID = /^[A-Za-z0-9-]{1,64}$/

/** The marketing opt-in of the checkout (unticked unless she ticks it), sent with the proof of a fresh payment. */
const optIn = {marketingOptIn: z.boolean().optional()}
export const Proof = z.union([
  z.object({paymentIntentId: z.string().regex(/^pi_[A-Za-z0-9_]+$/, 'Not a payment intent id.'), ...optIn}),
  z.object({paypalOrderId: z.string().regex(PAYPAL_ORDER_ID, 'Not a PayPal order id.'), ...optIn}),
  z.object({restoreToken: z.string().min(20).max(128)}),
])
export type PurchaseProof = z.input<typeof Proof>
