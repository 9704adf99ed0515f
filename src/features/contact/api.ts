import {API} from '../../lib/api-contract'
import type {ContactMessageBody, OkResult} from '../../lib/api-contract/contact'
import {apiJson} from '../../lib/api-client'

/** POST /api/contact: the function stores the message and mails it to the coach. */
export const sendContactMessage = (body: ContactMessageBody) => apiJson<OkResult>('POST', API.contact.path, body)
