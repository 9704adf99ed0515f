import type {AuditActor} from '../../../src/lib/api-contract/owner-answers'
import {requireEnv} from './env'
import {sendMail} from './mail'
import {audit, auditMany} from './owner/audit'
import {coachNoticeMail} from './mail-templates/coach-notice'
import type {Order} from './order-record'
import {logError} from './log'
import {pool} from './pool'

/**
 * When money moves: each sale, refund (hers, the buyer's own, or one made at the provider), dispute and
 * refund request is mailed to the coach with a link to the order; refunds, disputes and requests also go to the
 * audit log with who did it. A lost notice never undoes or repeats the money movement: failures are logged.
 */
export type MoneyEvent =
  | {kind: 'sale'; order: Order}
  | {kind: 'refund'; order: Order; by: AuditActor; reason: string}
  | {kind: 'dispute'; order: Order; by: AuditActor}
  | {kind: 'refund-request'; order: Order}

/** One notice per kind of event and order: a replayed provider event queues or sends it once. */
async function mailCoach(event: MoneyEvent) {
  await sendMail(
    {transactional: true, to: requireEnv('COACH_EMAIL'), ...coachNoticeMail(event)},
    {queue: {kind: 'coach-notice', key: `coach-notice:${event.kind}:${event.order.id}`}},
  )
}

/** What the audit log says of an event (a sale is not audited). */
function auditEntryOf(event: MoneyEvent): Parameters<typeof audit>[0] | null {
  const target = event.order.id
  if (event.kind === 'refund') return {action: 'refund', target, detail: event.reason, by: event.by}
  if (event.kind === 'dispute') return {action: 'dispute', target, by: event.by}
  if (event.kind === 'refund-request') return {action: 'refund-request', target, by: 'purchaser'}
  return null
}

/** Records and announces an event; never throws (the money has already moved). */
export async function moneyMoved(event: MoneyEvent, now: Date): Promise<void> {
  const entry = auditEntryOf(event)
  try {
    if (entry) await audit(entry, now)
  } catch (error) {
    logError(`Audit entry for ${event.kind} of ${event.order.id} not written`, error)
  }
  await tellCoach(event)
}

/**
 * `moneyMoved` for many events at once (a batch of orders): their audit entries in one batch of the log
 * (`auditMany`), the coach's notices 16 at a time; never throws.
 */
export async function moneyMovedMany(events: {event: MoneyEvent; now: Date}[]): Promise<void> {
  const entries = events.flatMap(({event, now}) => {
    const entry = auditEntryOf(event)
    return entry ? [{entry, now}] : []
  })
  try {
    if (entries.length) await auditMany(entries)
  } catch (error) {
    logError(`Audit entries for ${entries.length} money events not written`, error)
  }
  await pool(events, 16, ({event}) => tellCoach(event))
}

async function tellCoach(event: MoneyEvent) {
  try {
    await mailCoach(event)
  } catch (error) {
    logError(`Coach not mailed about ${event.kind} of ${event.order.id}`, error)
  }
}
