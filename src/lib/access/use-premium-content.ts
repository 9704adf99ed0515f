import {useQuery} from '@tanstack/react-query'
import {useEffect} from 'react'
import {ApiError, apiJson} from '../api-client'
import {API} from '../api-contract'
import type {PremiumContent} from '../content/premium'
import {endAccess, isUnlocked, isUnverified, noticeForRefusal, useAccessState} from './access-store'

export const PREMIUM_CONTENT_URL = API.toolkitContent.path

const refused = (error: unknown): error is ApiError => error instanceof ApiError && (error.status === 401 || error.status === 403)

/**
 * Premium content for purchasers and reviewers, fetched with their access token; idle for visitors.
 * The browser follows the server (DECISIONS 26): a 401/403 ends access here, with the reason kept for
 * the page to show, and a flag without a token is not trusted; nothing waits forever.
 */
export function usePremiumContent() {
  const access = useAccessState()
  const enabled = isUnlocked(access) && access.token !== null
  const query = useQuery({
    queryKey: [PREMIUM_CONTENT_URL, access.token],
    queryFn: () => apiJson<PremiumContent>('GET', PREMIUM_CONTENT_URL, undefined, {Authorization: `Bearer ${access.token}`}),
    enabled,
    // A refusal is an answer, not a glitch: no retries for it.
    retry: (failures, error) => !refused(error) && failures < 2,
  })
  const unverified = isUnverified(access)
  const refusal = refused(query.error) ? query.error.details.code : null
  useEffect(() => {
    if (unverified) endAccess('not_verified')
    else if (refusal !== null) endAccess(noticeForRefusal(refusal, access.reviewer && !access.purchased))
  }, [unverified, refusal, access.reviewer, access.purchased])
  return query
}
