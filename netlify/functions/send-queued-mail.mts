import type {Config} from '@netlify/functions'
import {json, withErrors} from './_shared/http'
import {runOutbox} from './_shared/mail-outbox'

/**
 * Scheduled every minute: the mail outbox's retry worker (docs/mail-outbox.md). Sends the queued mails that are due,
 * with back-off between attempts; a mail that keeps failing goes to the dead-letter list the coach sees.
 */
export default withErrors(async () => {
  const run = await runOutbox(new Date())
  console.log('send-queued-mail', JSON.stringify(run))
  return json(200, run)
})

// A literal: Netlify reads the schedule from the source without running it.
export const config: Config = {schedule: '* * * * *'}
