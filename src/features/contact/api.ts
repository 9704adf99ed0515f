import {API} from '../../lib/api-contract'
import type {ContactMessageBody} from '../../lib/api-contract/contact'
import {apiJson} from '../../lib/api-client'

/** POST /api/contact: the function stores the message and mails it to the coach. */
export const sendContactMessage = (body: ContactMessageBody) => apiJson(API.contact, 'POST', body)
