import type {ContactMessageBody, EmailCaptureBody} from './contact.schema'
import {answering, endpoints} from './endpoint'

/** Mail in: the contact form, the exit-intent email capture; and the local outbox of demo mode. */
export const CONTACT_ENDPOINTS = endpoints({
  contact: answering<{POST: OkResult}, {POST: ContactMessageBody}>()({
    path: '/api/contact',
    methods: ['POST'],
    fn: 'contact',
  }),
  emailCapture: answering<{POST: OkResult}, {POST: EmailCaptureBody}>()({
    path: '/api/email-capture',
    methods: ['POST'],
    fn: 'email-capture',
  }),
  devOutbox: answering<{GET: DevOutbox}>()({path: '/api/dev/outbox', methods: ['GET'], fn: 'dev-outbox'}),
})

export type OkResult = {ok: true}
/** Under `npm start`, the mail the functions would have sent (`dev-outbox`), newest first. */
export type DevOutbox = {mails: {id: string; to: string; subject: string; text: string; createdAt: string}[]}

export type {ContactMessageBody, EmailCaptureBody}
