import {answering, endpoints} from './endpoint'

/** Unsubscribe (DECISIONS 28): the one-click POST of mail clients, the landing page's POST, and GET (a redirect). */
export const UNSUBSCRIBE_ENDPOINTS = endpoints({
  /** GET (a mail client following the link) answers a redirect to the page, no JSON. */
  unsubscribe: answering<{POST: UnsubscribeResult; GET: never}, {POST: UnsubscribeRequest}>()({
    path: '/api/unsubscribe',
    methods: ['POST', 'GET'],
    fn: 'unsubscribe',
  }),
})

export type UnsubscribeRequest = {token: string}
/** `list: 'reminders'`: the link of a daily reminder email stopped those reminders (DECISIONS 39). */
export type UnsubscribeResult = {unsubscribed: true; alreadyUnsubscribed: boolean; list?: 'reminders'}
