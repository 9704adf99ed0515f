import {API} from '../../lib/api-contract'
import type {UnsubscribeRequest, UnsubscribeResult} from '../../lib/api-contract/unsubscribe'
import {apiJson, ApiError} from '../../lib/api-client'

export const UNSUBSCRIBE_URL = API.unsubscribe.path

export type UnsubscribeOutcome = 'done' | 'already' | 'invalid' | 'failed'

/** POST /api/unsubscribe with the token of the mail's link. */
export async function unsubscribeWithToken(token: string): Promise<UnsubscribeOutcome> {
  try {
    const body: UnsubscribeRequest = {token}
    const result = await apiJson<UnsubscribeResult>('POST', UNSUBSCRIBE_URL, body)
    return result.alreadyUnsubscribed ? 'already' : 'done'
  } catch (error) {
    return error instanceof ApiError && error.status === 400 ? 'invalid' : 'failed'
  }
}
