import {OWNER_WEEKS_SHOWN, REPORT_MIN_PEOPLE} from '../../../../src/config/owner'
import {womenReport, type AssessmentFacts, type TrackerFacts} from '../../../../src/features/owner/logic/report'
import {lastDays} from '../../../../src/features/owner/logic/weeks'
import {assessments as assessmentStore} from '../assessments'
import {recordStore, STORES} from '../blobs'
import {emailKey} from '../email'
import {isKeyIndexKey, isPendingKey} from '../tracking'
import {readDeliveryStats} from './sources'

/** A tracker counts as active when its owner saved an entry in this many days. */
export const ACTIVE_TRACKER_DAYS = 30
export const DELIVERY_DAYS_SHOWN = 14

/** Only what the report reads of a tracking record. */
const trackingFacts = recordStore<TrackerFacts>(STORES.tracking)

/**
 * The women's report: only aggregates leave this function. Each record is reduced to the facts the
 * aggregation needs (no email, no notes) before anything else sees it.
 */
export async function buildWomenReport(now: Date) {
  const assessments = (await assessmentStore.entries()).map(({key, record}): AssessmentFacts => ({
    person: record.email ? `email:${emailKey(record.email)}` : `record:${key}`,
    symptoms: record.symptoms ?? [],
    severity: record.severity ?? {},
    createdAt: record.createdAt,
  }))
  // One tracking record per email: each is one person.
  // Records only: pending saves and tracker-key index entries are not trackers.
  const trackers = (await trackingFacts.entries())
    .filter(({key}) => !isPendingKey(key) && !isKeyIndexKey(key))
    .map(({record}) => ({updatedAt: record.updatedAt}))
  const deliveries = await readDeliveryStats(lastDays(now, DELIVERY_DAYS_SHOWN))
  return womenReport({assessments, trackers, deliveries}, now, {
    min: REPORT_MIN_PEOPLE,
    weeks: OWNER_WEEKS_SHOWN,
    activeDays: ACTIVE_TRACKER_DAYS,
  })
}
