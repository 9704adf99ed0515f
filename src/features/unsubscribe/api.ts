import {apiJson, ApiError} from '../../lib/api-client'

export const UNSUBSCRIBE_URL = '/api/unsubscribe'

export type UnsubscribeOutcome = 'done' | 'already' | 'invalid' | 'failed'

/** POST /api/unsubscribe with the token of the mail's link. */
export async function unsubscribeWithToken(token: string): Promise<UnsubscribeOutcome> {
  try {
    const result = await apiJson<{unsubscribed: true; alreadyUnsubscribed: boolean}>('POST', UNSUBSCRIBE_URL, {token})
    return result.alreadyUnsubscribed ? 'already' : 'done'
  } catch (error) {
    return error instanceof ApiError && error.status === 400 ? 'invalid' : 'failed'
  }
}
