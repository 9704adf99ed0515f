import {useQuery} from '../query-client'
import {useEffect} from 'react'
import {OWNER_PREMIUM_CONTENT_PATH} from '../../config/premium'
import {ApiError, apiJson, apiRequest, bearer} from '../api-client'
import {API} from '../api-contract'
import {ACCESS_TOKEN_RENEWED_HEADER} from '../api-contract/access'
import type {PremiumContent} from '../content/premium'
import {endAccess, isUnlocked, isUnverified, noticeForRefusal, renewAccessToken, useAccessState} from './access-store'

export const PREMIUM_CONTENT_URL = API.toolkitContent.path

const refused = (error: unknown): error is ApiError =>
  error instanceof ApiError && (error.status === 401 || error.status === 403)

/** Her content, keeping the renewed token the answer may carry (docs/threat-model.md: tokens that end). */
async function contentFor(token: string): Promise<PremiumContent> {
  const res = await apiRequest('GET', PREMIUM_CONTENT_URL, undefined, bearer(token))
  const content = (await res.json()) as PremiumContent
  const renewed = res.headers.get(ACCESS_TOKEN_RENEWED_HEADER)
  if (renewed) renewAccessToken(token, renewed)
  return content
}

/**
 * Premium content for purchasers and reviewers, fetched with their access token, and for the owner view (the
 * full sleep guide, DECISIONS 30), fetched with her session cookie on the owner path; idle for visitors.
 * The browser follows the server (DECISIONS 26): a 401/403 to a token ends access here, with the reason kept
 * for the page to show, and a flag without a token is not trusted; nothing waits forever.
 */
export function usePremiumContent() {
  const access = useAccessState()
  const token = isUnlocked(access) ? access.token : null
  const withToken = token !== null
  const asOwner = !withToken && access.ownerView
  const query = useQuery({
    queryKey: withToken ? [PREMIUM_CONTENT_URL, token] : [OWNER_PREMIUM_CONTENT_PATH],
    queryFn: () =>
      token !== null
        ? contentFor(token)
        : apiJson(API.toolkitContent, 'GET', undefined, {url: OWNER_PREMIUM_CONTENT_PATH}),
    enabled: withToken || asOwner,
    // A refusal is an answer, not a glitch: no retries for it.
    retry: (failures, error) => !refused(error) && failures < 2,
  })
  const unverified = isUnverified(access)
  const refusal = withToken && refused(query.error) ? query.error.details.code : null
  useEffect(() => {
    if (unverified) endAccess('not_verified')
    else if (refusal !== null) endAccess(noticeForRefusal(refusal, access.reviewer && !access.purchased))
  }, [unverified, refusal, access.reviewer, access.purchased])
  return query
}
