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
export type CouponRequestBody = z.input<typeof CouponRequest>
export type PaymentIntentRequest = z.input<typeof IntentRequest>

// Old clients also send amount, currency and intent: ignored, the server sets them (DECISIONS 14).
export const OrderRequest = z.object({coupon: z.string().max(64).optional(), marketingOptIn})
export type PayPalOrderRequest = z.input<typeof OrderRequest>

/** A PayPal order id, as PayPal writes them (also the capture route's `:orderId`). */
export const PAYPAL_ORDER_ID = /^[A-Za-z0-9-]{1,64}$/

/** A Stripe PaymentIntent id, and its client secret (`<id>_secret_<random>`), as Stripe writes them. */
export const PAYMENT_INTENT_ID = /^pi_[A-Za-z0-9_]+$/
export const CLIENT_SECRET = /^pi_[A-Za-z0-9_]+_secret_[A-Za-z0-9]+$/
/** A PayPal order's claim secret: 32 random bytes, base64url (the paypal-order function makes it). */
export const PAYPAL_CLAIM = /^[A-Za-z0-9_-]{43}$/
/** The capture of a PayPal order: only the browser that created it holds its claim secret. */
export const PayPalCaptureRequest = z.object({
  claimSecret: z.string({error: 'Send the PayPal order’s claim secret.'}).regex(PAYPAL_CLAIM, 'Not a claim secret.'),
})

/** The marketing opt-in of the checkout (unticked unless she ticks it), sent with the proof of a fresh payment. */
const optIn = {marketingOptIn: z.boolean().optional()}
export const Proof = z.union(
  [
    // A payment id alone is printed in receipts and return URLs: the intent's client secret, which only the paying
    // browser holds (and Stripe's redirect back hands it), must come with it (docs/threat-model.md).
    z
      .object({
        paymentIntentId: z.string().regex(PAYMENT_INTENT_ID, 'Not a payment intent id.'),
        clientSecret: z
          .string({error: 'Send the payment’s client secret.'})
          .regex(CLIENT_SECRET, 'Not a client secret.'),
        ...optIn,
      })
      .refine((proof) => proof.clientSecret.startsWith(`${proof.paymentIntentId}_secret_`), {
        message: 'The client secret is not of this payment.',
        path: ['clientSecret'],
      }),
    // The same for PayPal: the order id is in PayPal's return URLs and mails; its claim secret went only to the
    // browser that created the order (docs/threat-model.md).
    z.object({
      paypalOrderId: z.string().regex(PAYPAL_ORDER_ID, 'Not a PayPal order id.'),
      claimSecret: z
        .string({error: 'Send the PayPal order’s claim secret.'})
        .regex(PAYPAL_CLAIM, 'Not a claim secret.'),
      ...optIn,
    }),
    z.object({restoreToken: z.string().min(20).max(128)}),
  ],
  {
    error:
      'Send a card payment’s id with its client secret, a PayPal order id with its claim secret, or a receipt’s restore link.',
  },
)
export type PurchaseProof = z.input<typeof Proof>
export type PayPalCaptureRequest = z.input<typeof PayPalCaptureRequest>
