import {useQuery} from '@tanstack/react-query'
import {apiJson} from '../api-client'
import type {PremiumContent} from '../content/premium'
import {isUnlocked, useAccessState} from './access-store'

export const PREMIUM_CONTENT_URL = '/api/toolkit-content'

/** Premium content for purchasers and reviewers, fetched with their access token; idle for visitors. */
export function usePremiumContent() {
  const access = useAccessState()
  const enabled = isUnlocked(access) && access.token !== null
  return useQuery({
    queryKey: [PREMIUM_CONTENT_URL, access.token],
    queryFn: () => apiJson<PremiumContent>('GET', PREMIUM_CONTENT_URL, undefined, {Authorization: `Bearer ${access.token}`}),
    enabled,
  })
}
