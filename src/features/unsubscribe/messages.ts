/** Words of the one-click unsubscribe page (DECISIONS 28). */
export const UNSUBSCRIBE_MESSAGES = {
  seoTitle: 'Unsubscribe',
  title: 'Unsubscribe',
  working: 'Unsubscribing you…',
  done: 'You are unsubscribed. We will not send you the guide or any other list email again.',
  already: 'You were already unsubscribed. We will not email you again.',
  receiptsNote: 'Purchase receipts and links you ask for yourself (such as a new tracker key) still reach you.',
  invalid:
    'This unsubscribe link is not valid. Please use the link in your latest email, or write to us and we will remove your address.',
  failed: 'We could not unsubscribe you just now. Please try the link again in a minute.',
  home: 'Back to the home page',
} as const
