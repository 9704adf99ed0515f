import {API} from '../../lib/api-contract'
import type {AccessTokenResult, ReviewerCodeRequest} from '../../lib/api-contract/access'
import {apiJson} from '../../lib/api-client'
import {grantReviewer} from '../../lib/access/access-store'

export const REVIEWER_ACCESS_URL = API.reviewerAccess.path

/** Checks a reviewer code on the server (DECISIONS 17) and, when accepted, stores the reviewer access. */
export async function redeemReviewerCode(code: string) {
  const {token} = await apiJson<AccessTokenResult>('POST', REVIEWER_ACCESS_URL, {code} satisfies ReviewerCodeRequest)
  grantReviewer(code.trim().toUpperCase(), token)
}
