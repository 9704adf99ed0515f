import type {Config} from '@netlify/functions'
import {json, withErrors} from './_shared/http'
import {applyRetention} from './_shared/retention'

/** Daily: deletes or anonymises personal data past the retention periods of the privacy policy. */
export default withErrors(async () => {
  const summary = await applyRetention(new Date())
  console.log('cleanup-personal-data', JSON.stringify(summary))
  return json(200, summary)
})

// A literal: Netlify reads the schedule from the source without running it.
export const config: Config = {schedule: '@daily'}
