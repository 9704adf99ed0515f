import {z} from 'zod'
import {store, STORES} from './blobs'
import {updateJSON} from './conditional-update'
import {issuingContext, type DeployContextHolder} from './env'

/**
 * How many access tokens one reviewer code may mint a day on a deploy (docs/threat-model.md): a reviewer opens the
 * toolkit on a few devices; a code posted online stops opening it for new browsers after this many that day.
 */
export const REVIEWER_GRANTS_PER_DAY = 20

/** One record per code: the UTC day it counts and the grants of that day (the next day starts again at 0). */
const grantCountSchema = z.object({day: z.string(), count: z.number()})

/**
 * Takes one of today's grants of a code (its id: `reviewerCodeId`), or false when the day's are used up. Counted with
 * a conditional write, so grants asked at once are never all let through. A local run (`netlify dev`, the browser
 * tests) is not capped: its stores are the developer's own and outlive many test runs a day.
 */
export async function takeReviewerGrant(codeId: string, now: Date, context?: DeployContextHolder): Promise<boolean> {
  if (issuingContext(context) === 'dev') return true
  const day = now.toISOString().slice(0, 10)
  return updateJSON(store(STORES.reviewerGrants, context), `code/${codeId}`, grantCountSchema, (current) => {
    const count = current?.day === day ? current.count : 0
    return count >= REVIEWER_GRANTS_PER_DAY ? {result: false} : {next: {day, count: count + 1}, result: true}
  })
}
