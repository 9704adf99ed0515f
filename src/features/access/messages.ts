/** The spec's words for reviewer access and the owner view toggle. */
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
  reviewerActive: 'Reviewer access is active: the full interactive toolkit is unlocked in this browser.',
  reviewerClear: 'Clear Reviewer Access',
  reviewerGrantedTitle: 'Reviewer access granted',
  reviewerGrantedText: 'The full interactive toolkit is unlocked.',
  ownerView: 'Owner View',
} as const
