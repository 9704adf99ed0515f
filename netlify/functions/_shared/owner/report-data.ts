import {OWNER_WEEKS_SHOWN, REPORT_MIN_PEOPLE} from '../../../../src/config/owner'
import {womenReport, type AssessmentFacts, type TrackerFacts} from '../../../../src/features/owner/logic/report'
import {lastDays} from '../../../../src/features/owner/logic/weeks'
import {store, STORES} from '../blobs'
import {readDeliveryStats} from './sources'

/** A tracker counts as active when its owner saved an entry in this many days. */
export const ACTIVE_TRACKER_DAYS = 30
export const DELIVERY_DAYS_SHOWN = 14

async function readAll<T>(name: typeof STORES.assessments | typeof STORES.tracking): Promise<T[]> {
  const records = store(name)
  const {blobs} = await records.list()
  return ((await Promise.all(blobs.map((blob) => records.get(blob.key, {type: 'json'})))) as (T | null)[]).filter((r): r is T => r !== null)
}

/**
 * The women's report: only aggregates leave this function. Each record is reduced to the facts the
 * aggregation needs (no email, no notes) before anything else sees it.
 */
export async function buildWomenReport(now: Date) {
  const assessments = (await readAll<AssessmentFacts & {email?: string | null}>(STORES.assessments)).map(
    ({symptoms, severity, createdAt}): AssessmentFacts => ({symptoms: symptoms ?? [], severity: severity ?? {}, createdAt}),
  )
  const trackers = (await readAll<TrackerFacts>(STORES.tracking)).map(({updatedAt}) => ({updatedAt}))
  const deliveries = await readDeliveryStats(lastDays(now, DELIVERY_DAYS_SHOWN))
  return womenReport({assessments, trackers, deliveries}, now, {min: REPORT_MIN_PEOPLE, weeks: OWNER_WEEKS_SHOWN, activeDays: ACTIVE_TRACKER_DAYS})
}
