import {REFUND_LINK_MINUTES} from '../../../../src/config/site'
import {refundTicketLink} from '../site-links'
import {link, renderMail, type RenderedMail} from './layout'

/** The link she asked for on the refund page: the one step that refunds her purchase. */
export function refundLinkMail({ticket}: {ticket: string}): RenderedMail {
  return renderMail('Your link to refund the Menopause Mastery Toolkit', [
    ['You asked to refund your purchase of the Menopause Mastery Toolkit. Open this link to confirm it:'],
    [link(refundTicketLink(ticket), 'Refund my purchase')],
    [
      `It works for ${REFUND_LINK_MINUTES} minutes. If you did not ask for it, ignore this email: nothing is refunded without it, and your toolkit stays open.`,
    ],
  ])
}
