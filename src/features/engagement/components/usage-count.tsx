import {useQuery} from '../../../lib/query-client'
import {API} from '../../../lib/api-contract'
import {apiJson} from '../../../lib/api-client'
import {showUsageCounter} from '../logic'
import {ENGAGEMENT_MESSAGES as M} from '../messages'
import * as styles from './engagement.module.css'

const STATS_URL = API.stats.path

/** DECISIONS 12: the real number of assessments of the last 30 days, hidden below the coach's threshold. */
export function UsageCount({threshold}: {threshold: number}) {
  const {data} = useQuery({queryKey: [STATS_URL], queryFn: () => apiJson(API.stats, 'GET')})
  const count = data?.assessmentsLast30Days
  if (!showUsageCounter(count, threshold)) return null
  return <p className={styles.usage}>👭 {M.usageCounter(count as number)}</p>
}
