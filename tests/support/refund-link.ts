import type {ParsedMail} from 'mailparser'
import refundLink from '../../netlify/functions/refund-link.mts'
import {call} from './function-request'

/** The ticket of the newest refund link among these mails (`/refund?ticket=…`). */
export function ticketIn(mails: ParsedMail[]): string {
  const text = mails.findLast((mail) => /\/refund\?ticket=/.test(mail.text ?? ''))?.text ?? ''
  const ticket = /\/refund\?ticket=([\w.%-]+)/.exec(text)?.[1]
  if (!ticket) throw new Error('No refund link was mailed.')
  return decodeURIComponent(ticket)
}

/**
 * 'Try It On' as she does it (refund-tickets.ts): the receipt's restore secret asks for the refund link, which is
 * mailed to the order's address; the link's ticket is what confirms the refund.
 */
export async function mailedRefundTicket(
  restoreToken: string,
  mails: () => ParsedMail[],
  deployContext?: string,
): Promise<string> {
  const asked = await call(refundLink, '/api/refund-link', {body: {restoreToken}, deployContext})
  if (asked.status !== 202)
    throw new Error(`The refund link was not sent: ${asked.status} ${JSON.stringify(asked.body)}`)
  return ticketIn(mails())
}
