import {TRACKER_RECOVERY_LINK_MINUTES} from '../../../../src/config/retention'
import {trackerRecoveryLink} from '../site-links'
import {link, renderMail, type RenderedMail} from './layout'

/** The one-time link that opens her tracker entries in a new browser (asked for by herself, like a receipt). */
export function trackerKeyRecoveryMail({code}: {code: string}): RenderedMail {
  return renderMail('Open your symptom tracker in this browser', [
    ['Someone (hopefully you) asked to open the symptom tracker entries of this address in a new browser.'],
    [
      `Open this link in the browser where you use the toolkit, within ${TRACKER_RECOVERY_LINK_MINUTES} minutes:`,
      link(trackerRecoveryLink(code), 'Open my tracker'),
    ],
    [
      'The link works once. The browser that used your tracker before will no longer open your entries. If you did not ask for this, ignore this email: nothing changes.',
    ],
  ])
}
