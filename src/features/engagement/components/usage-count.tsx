import {useQuery} from '../../../lib/query-client'
import {API} from '../../../lib/api-contract'
import type {UsageStats} from '../../../lib/api-contract/assessment'
import {showUsageCounter} from '../logic'
import {ENGAGEMENT_MESSAGES as M} from '../messages'
import * as styles from './engagement.module.css'

const STATS_URL = API.stats.path

/** DECISIONS 12: the real number of assessments of the last 30 days, hidden below the coach's threshold. */
export function UsageCount({threshold}: {threshold: number}) {
  const {data} = useQuery<UsageStats>({queryKey: [STATS_URL]})
  const count = data?.assessmentsLast30Days
  if (!showUsageCounter(count, threshold)) return null
  return <p className={styles.usage}>👭 {M.usageCounter(count as number)}</p>
}
