import type {Config, Context} from '@netlify/functions'
import {json, withErrors} from './_shared/http'
import {dispatchDueReminders} from './_shared/push-send'
import {invokeWorker} from './_shared/push-workers'

/**
 * Scheduled every minute: sends the reminders due since the previous run, itself when there are few, through
 * one background worker per shard when there are many.
 */
export default withErrors(async (req: Request, context: Context) => {
  const origin = context?.site?.url || new URL(req.url).origin
  const result = await dispatchDueReminders(new Date(), (job) => invokeWorker(origin, job))
  console.log('send-reminders', JSON.stringify(result))
  return json(200, result.mode === 'inline' ? result.summary : result)
})

// A literal: Netlify reads the schedule from the source without running it.
export const config: Config = {schedule: '* * * * *'}
