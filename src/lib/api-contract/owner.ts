import {OWNER_API} from '../../config/owner'
import {endpoints} from './endpoint'

/** The coach's back office (DECISIONS 29): every call but sign-in needs the owner session cookie. */
export const OWNER_ENDPOINTS = endpoints({
  ownerSignIn: {path: OWNER_API.signIn, methods: ['POST'], fn: 'owner-sign-in'},
  ownerSession: {path: OWNER_API.session, methods: ['GET', 'POST', 'DELETE'], fn: 'owner-session'},
  ownerOrders: {path: OWNER_API.orders, methods: ['GET', 'POST'], fn: 'owner-orders'},
  ownerRevenue: {path: OWNER_API.revenue, methods: ['GET'], fn: 'owner-revenue'},
  ownerCoupons: {path: OWNER_API.coupons, methods: ['GET'], fn: 'owner-coupons'},
  ownerEmailList: {
    path: OWNER_API.emailList,
    alsoPaths: [OWNER_API.emailListCsv],
    methods: ['GET'],
    fn: 'owner-email-list',
  },
  ownerMessages: {path: OWNER_API.messages, methods: ['GET', 'PATCH', 'DELETE'], fn: 'owner-messages'},
  ownerReports: {path: OWNER_API.reports, methods: ['GET'], fn: 'owner-reports'},
  ownerAudit: {path: OWNER_API.audit, methods: ['GET'], fn: 'owner-audit'},
  ownerSetup: {path: OWNER_API.setup, methods: ['GET'], fn: 'owner-setup'},
  ownerMailQueue: {path: OWNER_API.mailQueue, methods: ['GET', 'POST'], fn: 'owner-mail-queue'},
})

export type OrderAction =
  | {action: 'resend-receipt' | 'resend-refund-confirmation'; orderId: string}
  | {action: 'refund'; orderId: string; reason: string}
export type MailRetry = {action: 'retry'; id: string}
export type MessageUpdate = {id: string; read: boolean}
export type SignInAnswer = {ok: true; message: string}
