import {API} from '../../lib/api-contract'
import type {ReviewerCodeRequest} from '../../lib/api-contract/access'
import {apiJson} from '../../lib/api-client'
import {grantReviewer} from '../../lib/access/access-store'

/** Checks a reviewer code on the server (DECISIONS 17) and, when accepted, stores the reviewer access. */
export async function redeemReviewerCode(code: string) {
  const {token} = await apiJson(API.reviewerAccess, 'POST', {code} satisfies ReviewerCodeRequest)
  grantReviewer(code.trim().toUpperCase(), token)
}
