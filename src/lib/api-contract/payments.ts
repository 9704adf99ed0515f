import type {
  CouponRequestBody,
  PayPalCaptureRequest,
  PayPalOrderRequest,
  PaymentIntentRequest,
  PurchaseProof,
} from './payments.schema'
import {answering, endpoints} from './endpoint'

/** The purchase path (DECISIONS 14: the server prices every order; the browser only names a coupon). */
export const PAYMENT_ENDPOINTS = endpoints({
  paymentStatus: answering<{GET: PaymentStatus}>()({
    path: '/api/payments/status',
    methods: ['GET'],
    fn: 'payment-status',
  }),
  validateCoupon: answering<{POST: CouponResult}, {POST: CouponRequestBody}>()({
    path: '/api/coupons/validate',
    methods: ['POST'],
    fn: 'coupons-validate',
  }),
  createPaymentIntent: answering<{POST: PaymentIntentResult}, {POST: PaymentIntentRequest}>()({
    path: '/api/create-payment-intent',
    methods: ['POST'],
    fn: 'create-payment-intent',
  }),
  verifyPurchase: answering<{POST: PurchaseToken}, {POST: PurchaseProof}>()({
    path: '/api/verify-purchase',
    methods: ['POST'],
    fn: 'verify-purchase',
  }),
  paypalSetup: answering<{GET: PayPalSetup}>()({path: '/paypal/setup', methods: ['GET'], fn: 'paypal-setup'}),
  paypalOrder: answering<{POST: PayPalOrderResult}, {POST: PayPalOrderRequest}>()({
    path: '/paypal/order',
    methods: ['POST'],
    fn: 'paypal-order',
  }),
  paypalCapture: answering<{POST: PayPalCaptureResult}, {POST: PayPalCaptureRequest}>()({
    path: '/paypal/order/:orderId/capture',
    methods: ['POST'],
    fn: 'paypal-capture',
  }),
  stripeWebhook: answering<{POST: WebhookReceived}>()({
    path: '/api/stripe-webhook',
    methods: ['POST'],
    fn: 'stripe-webhook',
  }),
  paypalWebhook: answering<{POST: WebhookReceived}>()({
    path: '/api/paypal-webhook',
    methods: ['POST'],
    fn: 'paypal-webhook',
  }),
})

/** Which providers the server has keys for: asked first, so an unconfigured one is never a failed (logged) request. */
export type PaymentStatus = {card: boolean; paypal: boolean}
/** Amounts are the server's, in dollars. */
export type CouponResult = {code: string; amountOff: number; total: number}
export type PaymentIntentResult = {clientSecret: string; total: number; publishableKey: string}
export type PurchaseToken = {token: string; orderId: string}
export type PayPalSetup = {clientToken: string; clientId: string}
/** `claimSecret`: what capturing the order and verifying it later need; it goes only to the browser that asked. */
export type PayPalOrderResult = {id: string; status: string; claimSecret: string}
export type PayPalCaptureResult = {status: string; token?: string}
/** A payment provider's event taken (`duplicate`: it had been applied before, and nothing changed). */
export type WebhookReceived = {received: true; duplicate?: true}

export type {PaymentIntentRequest, PayPalCaptureRequest, PayPalOrderRequest, PurchaseProof}
