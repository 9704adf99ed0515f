import {OWNER_API} from '../../config/owner'
import type {OkResult} from './contact'
import type {
  DeleteMessageBody,
  MailRetryBody,
  MarkReadBody,
  OrderActionBody,
  RedeemBody,
  SignInBody,
  SignOutBody,
} from './owner.schema'
import {answering, endpoints} from './endpoint'
import type {
  AuditAnswer,
  CouponsAnswer,
  EmailListAnswer,
  ListPage,
  MailQueueAnswer,
  MailRetryAnswer,
  MessagesAnswer,
  OwnerOrder,
  RevenueReport,
  SetupAnswer,
  WomenReport,
} from './owner-answers'

/** The coach's back office (DECISIONS 29): every call but sign-in needs the owner session cookie. */
export const OWNER_ENDPOINTS = endpoints({
  ownerSignIn: answering<{POST: SignInAnswer}, {POST: SignInBody}>()({
    path: OWNER_API.signIn,
    methods: ['POST'],
    fn: 'owner-sign-in',
  }),
  ownerSession: answering<
    {GET: OwnerSessionAnswer; POST: OwnerSessionAnswer; DELETE: OwnerSessionAnswer},
    {POST: RedeemBody; DELETE: SignOutBody}
  >()({
    path: OWNER_API.session,
    methods: ['GET', 'POST', 'DELETE'],
    fn: 'owner-session',
  }),
  /** GET answers a page of the orders (`?cursor=&limit=`); POST (an `OrderAction`) answers the order as it now is. */
  ownerOrders: answering<{GET: OrdersAnswer; POST: OrderActionAnswer}, {POST: OrderActionBody}>()({
    path: OWNER_API.orders,
    methods: ['GET', 'POST'],
    fn: 'owner-orders',
  }),
  ownerRevenue: answering<{GET: RevenueReport}>()({path: OWNER_API.revenue, methods: ['GET'], fn: 'owner-revenue'}),
  ownerCoupons: answering<{GET: CouponsAnswer}>()({path: OWNER_API.coupons, methods: ['GET'], fn: 'owner-coupons'}),
  /** The `.csv` path answers the list as a file, not JSON. */
  ownerEmailList: answering<{GET: EmailListAnswer}>()({
    path: OWNER_API.emailList,
    alsoPaths: [OWNER_API.emailListCsv],
    methods: ['GET'],
    fn: 'owner-email-list',
  }),
  ownerMessages: answering<
    {GET: MessagesAnswer; PATCH: OkResult; DELETE: OkResult},
    {PATCH: MarkReadBody; DELETE: DeleteMessageBody}
  >()({
    path: OWNER_API.messages,
    methods: ['GET', 'PATCH', 'DELETE'],
    fn: 'owner-messages',
  }),
  ownerReports: answering<{GET: WomenReport}>()({path: OWNER_API.reports, methods: ['GET'], fn: 'owner-reports'}),
  ownerAudit: answering<{GET: AuditAnswer}>()({path: OWNER_API.audit, methods: ['GET'], fn: 'owner-audit'}),
  ownerSetup: answering<{GET: SetupAnswer}>()({path: OWNER_API.setup, methods: ['GET'], fn: 'owner-setup'}),
  ownerMailQueue: answering<{GET: MailQueueAnswer; POST: MailRetryAnswer}, {POST: MailRetryBody}>()({
    path: OWNER_API.mailQueue,
    methods: ['GET', 'POST'],
    fn: 'owner-mail-queue',
  }),
})

/** The back office's bodies, as the functions parse them (`owner.schema.ts`). */
export type OrderAction = OrderActionBody
export type MailRetry = MailRetryBody
export type MessageUpdate = MarkReadBody
export type SignInAnswer = {ok: true; message: string}
/** Whether this browser holds a live owner session (after signing in: true; after signing out: false). */
export type OwnerSessionAnswer = {owner: boolean}
/**
 * A page of the orders, newest first; `totals.orders` counts them all (on production, none paid with test money).
 * The first page also has `thisWeek`: the sales and refunds made this week (Monday to Sunday in the coach's time
 * zone), counted by when each happened, whatever the order's age.
 */
export type OrdersAnswer = ListPage & {
  orders: OwnerOrder[]
  totals: {orders: number}
  thisWeek?: {orders: number; refunds: number}
}
/** `refunded`: whether this refund changed the order (false: it was refunded already). */
export type OrderActionAnswer = {order: OwnerOrder; refunded?: boolean}
