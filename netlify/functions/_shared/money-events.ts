import type {AuditActor} from '../../../src/lib/api-contract/owner-answers'
import {requireEnv} from './env'
import {sendMail} from './mail'
import {audit} from './owner/audit'
import {coachNoticeMail} from './mail-templates/coach-notice'
import type {Order} from './order-record'
import {logError} from './log'

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

async function auditEvent(event: MoneyEvent, now: Date) {
  const target = event.order.id
  if (event.kind === 'refund') await audit({action: 'refund', target, detail: event.reason, by: event.by}, now)
  else if (event.kind === 'dispute') await audit({action: 'dispute', target, by: event.by}, now)
  else if (event.kind === 'refund-request') await audit({action: 'refund-request', target, by: 'purchaser'}, now)
}

/** Records and announces an event; never throws (the money has already moved). */
export async function moneyMoved(event: MoneyEvent, now: Date): Promise<void> {
  try {
    await auditEvent(event, now)
  } catch (error) {
    logError(`Audit entry for ${event.kind} of ${event.order.id} not written`, error)
  }
  try {
    await mailCoach(event)
  } catch (error) {
    logError(`Coach not mailed about ${event.kind} of ${event.order.id}`, error)
  }
}
