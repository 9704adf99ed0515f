import {REPORT_MIN_PEOPLE, REPORT_MONTHS_SHOWN} from '../../../../src/config/owner'
import {womenReportOfTotals} from '../../../../src/lib/owner/report'
import {lastCompletedMonths, lastDays} from '../../../../src/lib/owner/weeks'
import {readMonthTallies} from '../assessment-totals'
import {ensureAssessmentTotals} from '../assessments'
import {ensureTrackingTotals} from '../tracking'
import {readActiveTrackers} from '../tracking-totals'
import {readDeliveryStats} from './sources'

export const DELIVERY_DAYS_SHOWN = 14

/**
 * The women's report: only aggregates leave this function. It reads the running totals the assessments and
 * tracking stores keep on write (a few blobs per month shown, docs/capacity-report-retention.md), never a record;
 * totals that were never built (records stored before they existed) are built once from the records first.
 */
export async function buildWomenReport(now: Date) {
  const months = lastCompletedMonths(now, REPORT_MONTHS_SHOWN)
  const lastMonth = months[months.length - 1]
  await Promise.all([ensureAssessmentTotals(now), ensureTrackingTotals(now)])
  const [tallies, active, deliveries] = await Promise.all([
    readMonthTallies(months),
    readActiveTrackers(lastMonth),
    readDeliveryStats(lastDays(now, DELIVERY_DAYS_SHOWN)),
  ])
  return womenReportOfTotals({tallies, activeTrackers: {[lastMonth]: active}, deliveries}, now, {
    min: REPORT_MIN_PEOPLE,
    months: REPORT_MONTHS_SHOWN,
  })
}
