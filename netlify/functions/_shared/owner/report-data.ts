import {REPORT_MIN_PEOPLE, REPORT_MONTHS_SHOWN} from '../../../../src/config/owner'
import {womenReport, type AssessmentFacts} from '../../../../src/lib/owner/report'
import {lastDays} from '../../../../src/lib/owner/weeks'
import {assessments as assessmentStore} from '../assessments'
import {recordStore, STORES} from '../blobs'
import {isKeyIndexKey, isPendingKey} from '../tracking'
import {readDeliveryStats} from './sources'

export const DELIVERY_DAYS_SHOWN = 14

/** Only what the report reads of a tracking record. */
const trackingFacts = recordStore<{verifiedOrder?: boolean; entries?: Record<string, unknown>}>(STORES.tracking)

/**
 * The women's report: only aggregates leave this function. Each record is reduced to the facts the
 * aggregation needs (no email, no notes) before anything else sees it.
 */
export async function buildWomenReport(now: Date) {
  const assessments = (await assessmentStore.entries()).map(({record}): AssessmentFacts => ({
    contributor: record.contributor ?? null,
    symptoms: record.symptoms ?? [],
    severity: record.severity ?? {},
    createdAt: record.createdAt,
  }))
  // Records only: pending saves and tracker-key index entries are not trackers. Only a paid order's tracker counts.
  const trackers = (await trackingFacts.entries())
    .filter(({key}) => !isPendingKey(key) && !isKeyIndexKey(key))
    .map(({record}) => ({verifiedOrder: record.verifiedOrder === true, entryDates: Object.keys(record.entries ?? {})}))
  const deliveries = await readDeliveryStats(lastDays(now, DELIVERY_DAYS_SHOWN))
  return womenReport({assessments, trackers, deliveries}, now, {
    min: REPORT_MIN_PEOPLE,
    months: REPORT_MONTHS_SHOWN,
  })
}
