import type {Config} from '@netlify/functions'
import {GUIDE_SOURCES} from '../../src/config/site'
import {API} from '../../src/lib/api-contract'
import {EmailCapture} from '../../src/lib/api-contract/contact.schema'
import {recordCapture, undoCapture, unsubscribeLinks} from './_shared/email-list'
import {addressId} from './_shared/email'
import {requireEnv} from './_shared/env'
import {answer, readRequest, withErrors} from './_shared/http'
import {sendMail} from './_shared/mail'
import {survivalGuideMail as guideMail} from './_shared/mail-templates/guide'

/** DECISIONS 21: the 'Menopause Survival Guide' the exit-intent pop-up offers, sent for real, with a one-click unsubscribe. */
function survivalGuideMail(email: string) {
  return {
    to: email,
    ...guideMail({guideUrl: requireEnv('SURVIVAL_GUIDE_URL')}),
    unsubscribe: unsubscribeLinks(email),
  }
}

/**
 * Stores an email left on a form; one record per address, remembering every form it came from. The guide
 * goes out at most once a day and never after an unsubscribe; the answer is the same whether or not the
 * address was known, so the form cannot be used to test who is on the list.
 */
export default withErrors(async (req: Request) => {
  const parsed = await readRequest(req, API.emailCapture, EmailCapture)
  if (parsed.response) return parsed.response

  const {email, source} = parsed.data
  const {sendGuide, previous} = await recordCapture(email, source, GUIDE_SOURCES.includes(source), new Date())
  // The pop-up and the inline offer promise the guide: a mail server that cannot take it now leaves it in the mail
  // outbox (one guide per address and day); one that could be neither sent nor queued keeps nothing, and she can try again.
  if (sendGuide) {
    const queue = {kind: 'guide', key: `guide:${addressId(email)}:${new Date().toISOString().slice(0, 10)}`} as const
    await sendMail(survivalGuideMail(email), {undo: () => undoCapture(email, previous), queue})
  }
  return answer(API.emailCapture, 'POST', 200, {ok: true})
})

export const config: Config = {
  path: '/api/email-capture',
  method: 'POST',
  rateLimit: {windowLimit: 5, windowSize: 60, aggregateBy: ['ip', 'domain']},
}
