/**
 * The original words after a purchase: the purchase-success page, the self-serve refund page and the test checkout.
 * Apart from the checkout's own words, so the checkout's first load does not carry them (docs/performance.md).
 */
export const SUCCESS_MESSAGES = {
  verifying: 'Confirming your purchase…',
  welcomeTitle: 'Welcome to Your Menopause Mastery Toolkit!',
  welcomeText: 'Your purchase is confirmed. Lifetime access is unlocked in this browser.',
  instantTitle: 'Instant Access',
  instantCards: [
    {title: 'Remedies Database', text: 'Evidence-rated supplement and lifestyle profiles.'},
    {title: 'Symptom Assessment', text: 'Find out which symptoms to work on first.'},
    {title: 'Phase Quiz', text: 'Learn where you are in the transition.'},
    {title: 'Daily Reminders', text: 'Gentle nudges for supplements and habits.'},
  ],
  openToolkit: 'Open Your Toolkit',
  bonusTitle: 'Bonus Features',
  bonusItems: ['Install the app on your phone', 'Push notification reminders', 'Offline access', 'Symptom tracking'],
  setUpReminders: 'Set Up Reminders',
  communityTitle: 'Join the Community',
  communityText: 'Connect with other women on the same journey.',
  nextStepsTitle: 'Your Next Steps',
  nextSteps: [
    'Take the symptom assessment to see where to start.',
    'Explore the remedies database for your top symptoms.',
    'Set up daily reminders so the plan sticks.',
  ],
  supportText: 'Questions? Email us at',
  noProofTitle: 'We could not confirm a purchase',
  noProofText:
    'This page unlocks the toolkit only after your payment is confirmed. If you paid, open the link in your receipt email or write to us and we will restore your access.',
  notPaidText: 'Your payment has not been completed yet. If you were charged, write to us and we will sort it out.',
  pendingText:
    'Your payment is still being processed. The toolkit opens as soon as it completes: we will email your receipt with a link to open it.',
  failedTitle: 'This payment did not go through',
  failedText:
    'The payment provider declined it, so the toolkit is not unlocked. You can pay again at the checkout; if you were charged, write to us.',
  refundedTitle: 'This purchase was refunded',
  refundedText: 'The toolkit is no longer unlocked for this purchase. If you think this is a mistake, write to us.',
  disputedTitle: 'This payment is disputed',
  disputedText: 'Access is paused while the payment is disputed. Write to us and we will sort it out.',
  linkExpiredText: 'This payment link has expired. To open the toolkit, use the link in your receipt email.',
  backToCheckout: 'Back to Checkout',
} as const

/** 'Try It On' self-serve refund page (DECISIONS 26), reached from the receipt email's link. */
export const REFUND_MESSAGES = {
  pageTitle: 'Try It On: your refund',
  checking: 'Checking your purchase…',
  order: (amount: string, paidOn: string) => `You bought the Menopause Mastery Toolkit on ${paidOn} for ${amount}.`,
  until: (date: string) => `You can request your refund until ${date}.`,
  request: 'Request my refund',
  sendLink: 'Email me my refund link',
  sendingLink: 'Sending…',
  linkExplain:
    'To keep your purchase safe, the refund is confirmed from a link we email to the address on your receipt.',
  linkSent: (address: string, minutes: number) =>
    `We have emailed your refund link to ${address}. Open it within ${minutes} minutes to confirm the refund. Your toolkit stays open until you do.`,
  linkFailed: 'We could not send the link just now. Please try again, or write to us:',
  linkEndedTitle: 'This refund link has ended',
  linkEndedText: (minutes: number) =>
    `A refund link works for ${minutes} minutes. Open the refund link in your receipt email to ask for a new one. Nothing was refunded.`,
  confirmTitle: 'Refund your purchase?',
  confirmText: (amount: string) =>
    `We will refund ${amount} to the card or account you paid with, and your access to the full toolkit ends in every browser. This cannot be undone.`,
  confirm: 'Yes, refund me',
  cancel: 'Keep my toolkit',
  refunding: 'Refunding…',
  doneTitle: 'Your refund is on its way',
  doneText: (amount: string) =>
    `We have refunded ${amount}. Banks usually show it within 5–10 business days. We emailed you a confirmation. Access to the full toolkit has ended; the free parts of the site stay open to you.`,
  demoDoneText:
    'This was a demo sale on the test checkout: no money moved, so none goes back to a card. We emailed a confirmation to the demo buyer. Access to the full toolkit has ended in this browser, as it would for a real refund.',
  requestedTitle: 'Your refund request has been sent',
  requestedText:
    'You have had a Try It On refund before, so this one goes to the coach, who reviews each request herself. She will reply by email; your access stays open until then.',
  alreadyTitle: 'This purchase has been refunded',
  alreadyText: 'Nothing more to do: the refund was made. The free parts of the site stay open to you.',
  closedTitle: 'The refund window has closed',
  closedText: (days: number, date: string) =>
    `Self-serve refunds are open for ${days} days after purchase; for this order that was until ${date}. Please write to us:`,
  notRefundableTitle: 'We cannot refund this purchase here',
  notRefundableText: 'Its payment is still being processed, did not go through, or is disputed. Please write to us:',
  notFoundTitle: 'We could not find this purchase',
  notFoundText: 'Please open the refund link in your latest receipt email. If it does not work, write to us:',
  failed:
    'We could not complete the refund just now. Nothing was charged or refunded twice; please try again, or write to us:',
  backToToolkit: 'Back to the toolkit',
} as const

export const TEST_CHECKOUT_MESSAGES = {
  title: 'Test Checkout',
  intro:
    'Demo mode: no money moves and no network payment is made. The sale is recorded as a demo order: it appears in your back office, its receipt goes to the local outbox, and you can refund it from the receipt’s link.',
  payCard: 'Simulate Card Payment',
  payPayPal: 'Simulate PayPal/Venmo Payment',
  processing: 'Processing Payment...',
  successTitle: 'Payment Successful!',
  nextTitle: 'What happens next',
  receiptSent: (email: string) =>
    `Your receipt is on its way to ${email}, with a link to open the toolkit and a refund link.`,
  nextItems: [
    'Your toolkit is unlocked in this browser (demo order).',
    'Set up daily wellness reminders.',
    'Explore the full remedies database.',
  ],
  reminders: 'Set Up Wellness Reminders',
  toolkit: 'Go to Your Toolkit',
} as const
