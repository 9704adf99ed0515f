import {API} from '../../lib/api-contract'
import type {UnsubscribeRequest} from '../../lib/api-contract/unsubscribe'
import {apiJson, ApiError} from '../../lib/api-client'

export type UnsubscribeOutcome = 'done' | 'already' | 'invalid' | 'failed'

/** POST /api/unsubscribe with the token of the mail's link. */
export async function unsubscribeWithToken(token: string): Promise<UnsubscribeOutcome> {
  try {
    const body: UnsubscribeRequest = {token}
    const result = await apiJson(API.unsubscribe, 'POST', body)
    return result.alreadyUnsubscribed ? 'already' : 'done'
  } catch (error) {
    return error instanceof ApiError && error.status === 400 ? 'invalid' : 'failed'
  }
}
