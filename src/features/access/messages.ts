/** The original words for reviewer access and the owner view toggle. */
export const ACCESS_MESSAGES = {
  reviewerButton: 'Reviewer Access',
  reviewerTitle: 'Reviewer Access',
  reviewerHelp: 'Enter your reviewer code to unlock the full interactive toolkit.',
  reviewerLabel: 'Reviewer code',
  reviewerPlaceholder: 'Enter reviewer code',
  reviewerSubmit: 'Access Toolkit',
  reviewerCancel: 'Cancel',
  reviewerInvalid: 'Invalid reviewer code. Please try again.',
  reviewerFailed: 'We could not check the code just now. Please try again.',
  reviewerBusy:
    'This code has been used on as many new browsers as it may today. Please try again tomorrow, or ask for a new code.',
  reviewerActive: 'Reviewer access is active: the full interactive toolkit is unlocked in this browser.',
  reviewerClear: 'Clear Reviewer Access',
  reviewerGrantedTitle: 'Reviewer access granted',
  reviewerGrantedText: 'The full interactive toolkit is unlocked.',
  ownerView: 'Owner View',
} as const

/** DECISIONS 26: why access ended in this browser, in plain words (shown on the toolkit, above the visitor view). */
export const ACCESS_NOTICE_MESSAGES = {
  title: 'Your full toolkit is not unlocked in this browser',
  refunded:
    'Your purchase was refunded, so the full toolkit is no longer unlocked. The free tools and remedy profiles below stay open to you.',
  disputed:
    'The payment for your purchase is disputed, so the full toolkit is paused until that is settled. Please write to us if this is a mistake:',
  pending:
    'Your payment has not completed yet. The full toolkit opens as soon as it does: use the link in your receipt email then.',
  failed: 'Your payment did not go through, so the full toolkit is not unlocked. You can pay again at the checkout.',
  expired: 'Your reviewer access has expired. Enter your reviewer code again to continue.',
  receipt_link_needed:
    'This browser has not opened your toolkit for a long while, so it asks for your receipt again. Your purchase is still yours: open the link in your receipt email to unlock the toolkit.',
  not_verified:
    'We could not verify access in this browser, so you are seeing the free toolkit. If you bought it, open the link in your receipt email to restore access.',
  contact: 'Questions? Write to',
  dismiss: 'Dismiss',
  payAgain: 'Go to the Checkout',
} as const

/** See docs/threat-model.md. Deleting her tracking data after access ended, with the tracker key alone. */
export const DELETE_MY_DATA_MESSAGES = {
  explain:
    'Your reminders have stopped. Your symptom tracking data is still yours: you can delete it from our servers now.',
  button: 'Delete my tracking data',
  deleted: 'Your tracking data has been deleted from our servers.',
  failed: 'We could not delete it just now. Please try again.',
} as const
