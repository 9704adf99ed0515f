import {REMINDER_MAIL_CONFIRM_HOURS, RETENTION} from '../../../src/config/retention'
import {assessments} from './assessments'
import {store, STORES} from './blobs'
import {updateJSON} from './conditional-update'
import {contactMessages, storedAtOfKey} from './contact-messages'
import type {EmailCapture} from './email-list'
import {deleteExpiredPendingPayments} from './orders'
import {deleteSubscription, mailChannelsSeenBefore, unconfirmedMailChannelsBefore} from './push-store'
import {suppressHash} from './suppression'
import {
  deleteTrackingData,
  isKeyIndexKey,
  isPendingKey,
  recordKeyOfPending,
  staleKeyIndexEntries,
  type TrackingRecord,
} from './tracking'
import {milliseconds} from 'date-fns/milliseconds'

/**
 * Enforces the retention periods of the privacy policy (src/config/retention.ts, DECISIONS 28): deletes or
 * anonymises what is past them. Run daily by cleanup-personal-data.mts; safe to run again at any time.
 */
export type RetentionSummary = {
  assessmentsDeleted: number
  trackingRecordsDeleted: number
  contactMessagesDeleted: number
  emailCapturesDeleted: number
  emailAddressesRemoved: number
  pendingPaymentsDeleted: number
  reminderMailChannelsDeleted: number
}

/** The instant `days` days (of 24 hours) before `now`, as an ISO string (ISO strings compare in time order). */
const cutoff = (now: Date, days: number) => new Date(now.getTime() - milliseconds({days})).toISOString()

const allKeys = async (name: (typeof STORES)[keyof typeof STORES]) =>
  (await store(name).list()).blobs.map((blob) => blob.key)

/** Assessments are keyed `YYYY-MM-DD/<id>` by the day they were made: whole past days go. */
async function deleteOldAssessments(now: Date) {
  const lastKeptDay = cutoff(now, RETENTION.assessmentDays).slice(0, 10)
  const old = (await assessments.keys()).filter((key) => key.slice(0, 10) < lastKeptDay)
  await Promise.all(old.map((key) => assessments.delete(key)))
  return old.length
}

/** A tracking record goes a year after its last save, with anything still pending for it. */
async function deleteInactiveTracking(now: Date) {
  const before = cutoff(now, RETENTION.trackingInactiveDays)
  const keys = await allKeys(STORES.tracking)
  const records = keys.filter((key) => !isPendingKey(key) && !isKeyIndexKey(key))
  let deleted = 0
  for (const key of records) {
    const record = (await store(STORES.tracking).get(key, {type: 'json'})) as TrackingRecord | null
    if (record && record.updatedAt < before) {
      await deleteTrackingData(key)
      deleted += 1
    } else if (record?.recovery && record.recovery.expiresAt < now.toISOString()) {
      // An expired one-time link: its copy of the address goes.
      await updateJSON<TrackingRecord, null>(store(STORES.tracking), key, (current) => {
        if (!current?.recovery || current.recovery.expiresAt >= now.toISOString()) return {result: null}
        const {recovery: _expired, ...rest} = current
        return {next: rest, result: null}
      })
    }
  }
  // Pending saves whose record no longer exists (deleted meanwhile) go too.
  const orphans = keys.filter((key) => isPendingKey(key) && !records.includes(recordKeyOfPending(key)))
  await Promise.all(orphans.map((key) => store(STORES.tracking).delete(key)))
  // Tracker-key index entries whose record went (or whose key was replaced) go too.
  const staleIndex = await staleKeyIndexEntries(keys)
  await Promise.all(staleIndex.map((key) => store(STORES.tracking).delete(key)))
  return deleted
}

/** Contact messages are keyed `<ISO time>-<id>`. */
async function deleteOldContactMessages(now: Date) {
  const before = cutoff(now, RETENTION.contactMessageDays)
  const old = (await contactMessages.keys()).filter((key) => storedAtOfKey(key) < before)
  await Promise.all(old.map((key) => contactMessages.delete(key)))
  return old.length
}

/**
 * Guide sign-ups: an address that never unsubscribed is deleted two years after its last sign-up; an
 * unsubscribed one loses its address after 30 days, and its hash-keyed record stays so it is never mailed again.
 */
async function expireEmailCaptures(now: Date) {
  const activeBefore = cutoff(now, RETENTION.emailCaptureDays)
  const unsubscribedBefore = cutoff(now, RETENTION.unsubscribedEmailDays)
  let deleted = 0
  let removed = 0
  for (const key of await allKeys(STORES.emailCaptures)) {
    const unsubscribed = (await store(STORES.emailCaptures).get(key, {type: 'json'})) as EmailCapture | null
    // Before its address goes, an unsubscribe is on the suppression list (records from before the list existed).
    if (unsubscribed?.unsubscribedAt && /^[0-9a-f]{64}$/.test(key))
      await suppressHash(key, new Date(unsubscribed.unsubscribedAt))
    const outcome = await updateJSON<EmailCapture, 'deleted' | 'removed' | 'kept'>(
      store(STORES.emailCaptures),
      key,
      (record) => {
        if (!record) return {result: 'kept'}
        if (record.unsubscribedAt) {
          return record.email !== null && record.unsubscribedAt < unsubscribedBefore
            ? {next: {...record, email: null}, result: 'removed'}
            : {result: 'kept'}
        }
        return {result: record.updatedAt < activeBefore ? 'deleted' : 'kept'}
      },
    )
    if (outcome === 'deleted') await store(STORES.emailCaptures).delete(key)
    deleted += outcome === 'deleted' ? 1 : 0
    removed += outcome === 'removed' ? 1 : 0
  }
  return {deleted, removed}
}

/**
 * Reminder-mail addresses not confirmed on the reminders page for a year go, with their reminders; so does an
 * address never confirmed from its link (double opt-in, DECISIONS 39) once that link expired.
 */
async function deleteInactiveReminderMail(now: Date) {
  const inactive = await mailChannelsSeenBefore(cutoff(now, RETENTION.reminderMailInactiveDays))
  const linkExpired = new Date(now.getTime() - milliseconds({hours: REMINDER_MAIL_CONFIRM_HOURS})).toISOString()
  const unconfirmed = (await unconfirmedMailChannelsBefore(linkExpired)).filter((sub) => !inactive.includes(sub))
  for (const sub of [...inactive, ...unconfirmed]) await deleteSubscription(sub)
  return inactive.length + unconfirmed.length
}

export async function applyRetention(now: Date): Promise<RetentionSummary> {
  const captures = await expireEmailCaptures(now)
  return {
    assessmentsDeleted: await deleteOldAssessments(now),
    trackingRecordsDeleted: await deleteInactiveTracking(now),
    contactMessagesDeleted: await deleteOldContactMessages(now),
    emailCapturesDeleted: captures.deleted,
    emailAddressesRemoved: captures.removed,
    pendingPaymentsDeleted: await deleteExpiredPendingPayments(now),
    reminderMailChannelsDeleted: await deleteInactiveReminderMail(now),
  }
}
