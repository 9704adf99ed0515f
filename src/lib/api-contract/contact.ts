import type {ContactMessageBody, EmailCaptureBody} from './contact.schema'
import {endpoints} from './endpoint'

/** Mail in: the contact form, the exit-intent email capture; and the local outbox of demo mode. */
export const CONTACT_ENDPOINTS = endpoints({
  contact: {path: '/api/contact', methods: ['POST'], fn: 'contact'},
  emailCapture: {path: '/api/email-capture', methods: ['POST'], fn: 'email-capture'},
  devOutbox: {path: '/api/dev/outbox', methods: ['GET'], fn: 'dev-outbox'},
})

export type OkResult = {ok: true}

export type {ContactMessageBody, EmailCaptureBody}
