/**
 * The durable mail outbox (docs/mail-outbox.md): how a mail the SMTP server refused or could not take is tried
 * again. Spelled once for the functions, the back office's words and the tests.
 */
export const MAIL_OUTBOX = {
  /** Failed attempts (the first, direct one included) after which a mail goes to the dead-letter list. */
  maxAttempts: 8,
  /** Wait after the first failure; each further failure doubles it, up to `maxDelayMinutes`. */
  firstDelayMinutes: 1,
  maxDelayMinutes: 60,
  /** How long a worker run holds a mail it is sending before another run may take it (a run lives at most 30 s). */
  leaseSeconds: 120,
  /** A run of the retry worker stops taking mails after this long, so it ends well within a scheduled function's limit. */
  runBudgetSeconds: 20,
  /** Mails sent at once by one run. */
  concurrency: 8,
} as const

/** Minutes to wait after the `attempts`-th failed attempt: 1, 2, 4, … up to the maximum. */
export const retryDelayMinutes = (attempts: number) =>
  Math.min(MAIL_OUTBOX.maxDelayMinutes, MAIL_OUTBOX.firstDelayMinutes * 2 ** Math.max(0, attempts - 1))

/**
 * The kinds of mail that wait in the outbox when the SMTP server cannot take them now, so they are delivered later:
 * each carries something she keeps (a receipt, a refund note), a notice the coach needs, or mail she opted into.
 * The other mails (the coach's sign-in link, the tracker-key recovery link, a test reminder) are wanted this minute,
 * in the same browser tab: their sender answers with an error instead, and she asks again.
 */
export const QUEUED_MAIL_KINDS = [
  'receipt',
  'refund-confirmation',
  'coach-notice',
  'contact',
  'guide',
  'reminder-confirmation',
  'reminder',
] as const
export type QueuedMailKind = (typeof QUEUED_MAIL_KINDS)[number]
