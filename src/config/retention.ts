/**
 * How long personal data is kept (DECISIONS 28). The privacy policy page prints these numbers and
 * the daily cleanup function (netlify/functions/cleanup-personal-data.mts) enforces them: one source for both.
 */
export const RETENTION = {
  /** Symptom assessments (answers, severities, optional email) are deleted this many days after they were made. */
  assessmentDays: 365,
  /** A symptom-tracking record is deleted this many days after its last save. */
  trackingInactiveDays: 365,
  /** Contact-form messages are deleted from our storage this many days after they were sent (the coach's mailbox keeps its copy). */
  contactMessageDays: 90,
  /** A guide sign-up's address is removed this many days after the last sign-up, if it never unsubscribed. */
  emailCaptureDays: 730,
  /** After an unsubscribe, the address itself is removed this many days later; only a one-way hash stays, so we never mail it again. */
  unsubscribedEmailDays: 30,
  /**
   * The address of daily reminder emails (DECISIONS 39) is deleted with its reminders this many days after she last
   * opened the reminders page (which confirms it); unsubscribing deletes it at once.
   */
  reminderMailInactiveDays: 365,
  /**
   * The back office's audit log (sign-ins, refunds, resends, exports: it names orders, never an address) is deleted
   * this many days after each entry.
   */
  auditLogDays: 730,
  /**
   * A mail the site gave up sending (the dead-letter list of the mail outbox: it holds the address and the text) is
   * deleted this many days after it was given up, unless the coach tried it again before.
   */
  deadMailDays: 90,
} as const

/** The guide goes to the same address at most once per this many hours. */
export const GUIDE_MAIL_INTERVAL_HOURS = 24
/** A link that replaces a lost tracker key works once, for this many minutes. */
export const TRACKER_RECOVERY_LINK_MINUTES = 60
/** At most one such link per record in this many minutes. */
export const TRACKER_RECOVERY_MAIL_INTERVAL_MINUTES = 15
/** The confirmation link of a daily reminder email address (double opt-in, DECISIONS 39) works once, for this many hours. */
export const REMINDER_MAIL_CONFIRM_HOURS = 48

/** A retention period in the policy's words: whole years as months ("12 months"), otherwise days. */
export const describeDays = (days: number) => (days % 365 === 0 ? `${(days / 365) * 12} months` : `${days} days`)
/** At most this many confirmation mails go to one reminder address per UTC day (DECISIONS 47: no inbox flooding). */
export const REMINDER_MAIL_CONFIRMATIONS_PER_DAY = 3
/** After "this wasn't me", no confirmation mail goes to that address for this many days. */
export const REMINDER_MAIL_DECLINED_DAYS = 30
