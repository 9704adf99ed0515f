/** The original words for the checkout itself (after the purchase: after-purchase-messages.ts). */
export const CHECKOUT_MESSAGES = {
  setupTitle: 'Payment System Setup Required',
  setupText: 'Card payments are not configured on this site yet. Please check back soon.',
  /** Under `npm start` (demo mode), where no payment keys are set: the way to rehearse a sale. */
  setupDemo: 'This copy of the site runs in demo mode. To rehearse a purchase with no money, use the',
  setupDemoLink: 'test checkout',
  returnHome: 'Return Home',
  setupHelp: 'Want the toolkit now, or have a question? Reach us through the',
  setupContact: 'contact page',
  setupOr: 'or at',
  loading: 'Preparing secure checkout…',
  backToCart: 'Back to Cart',
  secureCheckout: 'Secure Checkout',
  orderSummary: 'Order Summary',
  productName: 'Menopause Mastery Toolkit',
  productDetail: 'Lifetime access · one-time payment',
  subtotal: 'Subtotal',
  discount: 'Discount',
  total: 'Total',
  whatYouGet: 'What You Get',
  whatYouGetItems: [
    'Complete remedy database with detailed supplement profiles',
    'Personalized symptom assessment and recommendations',
    'Menopause phase quiz with a tailored action plan',
    "The coach's daily supplement stack with timing",
    'Symptom tracker with trends and insights',
    'Daily wellness reminders with push notifications',
    'Lifetime access and every future update',
  ],
  guaranteeTitle: '14-Day Money-Back Guarantee',
  cardTitle: 'Pay with Card',
  marketingOptIn: 'Also email me news and offers from the coach (optional; unsubscribe any time)',
  emailLabel: 'Email for your receipt',
  emailHint: 'Your receipt carries a link that opens your toolkit on any device.',
  completePurchase: (total: string) => `Complete Purchase – ${total}`,
  processing: 'Processing…',
  paypalTitle: 'Or pay with PayPal or Venmo',
  paypalNotConfigured: 'PayPal integration will be active once API keys are configured',
  paidTitle: 'Welcome to Your Toolkit!',
  paidText: 'Your payment was successful and lifetime access is unlocked in this browser.',
  accessToolkit: 'Access Your Toolkit →',
  healthNote: 'This toolkit supports, and does not replace, advice from your healthcare provider.',
} as const

export const PAYMENT_MESSAGES = {
  failedTitle: 'Payment Failed',
  failedFallback: 'Your payment could not be completed. Please try again.',
  successTitle: 'Payment Successful!',
  successText: 'Welcome to your Menopause Mastery Toolkit!',
} as const

/** The coupon area's words; what a toast says after Apply or Remove loads with that code (coupon-outcome.ts). */
export const COUPON_MESSAGES = {
  toggle: 'Have a coupon code?',
  label: 'Coupon code',
  placeholder: 'Enter coupon code',
  apply: 'Apply',
  cancel: 'Cancel',
  remove: 'Remove',
  applied: (code: string) => `Coupon ${code} applied`,
  // Also when the code behind Apply cannot be loaded (no network).
  errorTitle: 'Error applying coupon',
  errorText: 'Please try again.',
} as const
