import {REMINDER_MAIL_CONFIRM_HOURS, REMINDER_MAIL_DECLINED_DAYS} from '../../../../src/config/retention'
import {reminderMailConfirmLink} from '../site-links'
import {link, renderMail, type RenderedMail} from './layout'

/**
 * The double opt-in of the daily reminder email (DECISIONS 39): asked for by her own action this moment, so it goes
 * out like a receipt; no reminder reaches the address until she follows the link.
 */
export function reminderConfirmMail({token, notMeUrl}: {token: string; notMeUrl: string}): RenderedMail {
  return renderMail('Confirm your daily reminder emails', [
    ['Someone (hopefully you) asked for daily wellness reminders by email at this address.'],
    [
      `To start them, confirm your address with this link within ${REMINDER_MAIL_CONFIRM_HOURS} hours:`,
      link(reminderMailConfirmLink(token), 'Confirm my reminder emails'),
    ],
    [
      `If you did not ask for this, nothing is sent to you unless you confirm. To stop these emails to this address for ${REMINDER_MAIL_DECLINED_DAYS} days, tell us with one click:`,
      link(notMeUrl, "This wasn't me"),
    ],
  ])
}
