import type {Config} from '@netlify/functions'
import {json, withErrors} from './_shared/http'
import {sendDueReminders} from './_shared/push'

/** Scheduled every 5 minutes: sends the reminders due since the previous run. */
export default withErrors(async () => {
  const summary = await sendDueReminders(new Date())
  console.log('send-reminders', JSON.stringify(summary))
  return json(200, summary)
})

// A literal: Netlify reads the schedule from the source without running it.
export const config: Config = {schedule: '*/5 * * * *'}
