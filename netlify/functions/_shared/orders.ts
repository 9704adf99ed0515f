import {createHash, randomBytes} from 'node:crypto'
import {formatAmount} from '../../../src/features/checkout/logic'
import {ROUTES} from '../../../src/config/site'
import {signAccessToken} from './access-token'
import {store, STORES} from './blobs'
import {requireEnv} from './env'
import {sendMail} from './mail'

/** One paid order, stored once per provider payment (`stripe:pi_…`, `paypal:ORDER`). */
export type Order = {
  id: string
  provider: 'stripe' | 'paypal'
  providerId: string
  amountCents: number
  currency: string
  coupon: string | null
  email: string | null
  createdAt: string
  /** Hash of the restore secret; the secret itself only travels in the receipt. */
  restoreHash: string
  receiptSentAt: string | null
}

type NewOrder = Pick<Order, 'provider' | 'providerId' | 'amountCents' | 'currency' | 'coupon' | 'email'>

const orderKey = (provider: Order['provider'], providerId: string) => `order/${provider}:${providerId}`
const restoreKey = (hash: string) => `restore/${hash}`
const hashOf = (secret: string) => createHash('sha256').update(secret).digest('hex')

export const getOrder = async (provider: Order['provider'], providerId: string) =>
  (await store(STORES.orders).get(orderKey(provider, providerId), {type: 'json'})) as Order | null

/**
 * Records a paid order exactly once (a replayed webhook, verify-purchase and the webhook racing each
 * other all end with one order). Returns the stored order and, only to the first writer, the restore secret.
 */
export async function recordOrder(input: NewOrder, now: Date): Promise<{order: Order; restoreSecret: string | null}> {
  const orders = store(STORES.orders)
  const restoreSecret = randomBytes(24).toString('base64url')
  const order: Order = {
    ...input,
    id: `${input.provider}:${input.providerId}`,
    createdAt: now.toISOString(),
    restoreHash: hashOf(restoreSecret),
    receiptSentAt: null,
  }
  const key = orderKey(input.provider, input.providerId)
  const {modified} = await orders.setJSON(key, order, {onlyIfNew: true})
  if (!modified) return {order: (await orders.get(key, {type: 'json'})) as Order, restoreSecret: null}
  await orders.setJSON(restoreKey(order.restoreHash), {orderKey: key})
  return {order, restoreSecret}
}

/** The order a receipt's restore secret belongs to, or null. */
export async function orderForRestoreSecret(secret: string): Promise<Order | null> {
  const orders = store(STORES.orders)
  const link = (await orders.get(restoreKey(hashOf(secret)), {type: 'json'})) as {orderKey: string} | null
  return link ? ((await orders.get(link.orderKey, {type: 'json'})) as Order | null) : null
}

/** A new restore secret for an order whose first secret was never mailed (the receipt is sent later). */
async function rotateRestoreSecret(order: Order): Promise<{order: Order; restoreSecret: string}> {
  const orders = store(STORES.orders)
  const restoreSecret = randomBytes(24).toString('base64url')
  const next = {...order, restoreHash: hashOf(restoreSecret)}
  await orders.setJSON(restoreKey(next.restoreHash), {orderKey: orderKey(order.provider, order.providerId)})
  await orders.setJSON(orderKey(order.provider, order.providerId), next)
  await orders.delete(restoreKey(order.restoreHash))
  return {order: next, restoreSecret}
}

/** The lifetime access token of a paid order (DECISIONS 19: re-issued on any browser). */
export const purchaserToken = (order: Order) => signAccessToken({role: 'purchaser', purchaseId: order.id})

export const restoreLink = (secret: string) => `${requireEnv('SITE_URL')}${ROUTES.checkoutSuccess}?restore=${encodeURIComponent(secret)}`

/**
 * Mails the receipt with its restore link once per order. Throws when mail fails, leaving
 * `receiptSentAt` empty so the caller (the webhook, retried by Stripe) can try again.
 */
export async function sendReceipt(order: Order, restoreSecret: string | null, now: Date): Promise<Order> {
  if (order.receiptSentAt || !order.email) return order
  const current = restoreSecret ? {order, restoreSecret} : await rotateRestoreSecret(order)
  const link = restoreLink(current.restoreSecret)
  await sendMail({
    to: order.email,
    subject: 'Your Menopause Mastery Toolkit receipt',
    text: [
      'Thank you for your purchase of the Menopause Mastery Toolkit.',
      '',
      `Amount paid: $${formatAmount(order.amountCents)} ${order.currency}${order.coupon ? ` (coupon ${order.coupon})` : ''}`,
      `Order: ${order.id}`,
      '',
      'Your access is for life. To open the toolkit on another browser or device, use this link:',
      link,
      '',
      'Keep this email: the link is your proof of purchase. Refunds within 14 days, no questions asked — just reply.',
    ].join('\n'),
  })
  const sent = {...current.order, receiptSentAt: now.toISOString()}
  await store(STORES.orders).setJSON(orderKey(order.provider, order.providerId), sent)
  return sent
}

/** Receipts that must not block access (PayPal capture, verify-purchase): failures are logged, not thrown. */
export async function sendReceiptQuietly(order: Order, restoreSecret: string | null, now: Date) {
  try {
    await sendReceipt(order, restoreSecret, now)
  } catch (error) {
    console.error(`Receipt for ${order.id} not sent yet`, error)
  }
}

/** A PayPal order we created, with the price we asked for: a capture must match it. */
export type PendingPayPalOrder = {amountCents: number; currency: string; coupon: string | null; createdAt: string}
const pendingKey = (orderId: string) => `paypal-pending/${orderId}`

export const savePendingPayPalOrder = (orderId: string, pending: PendingPayPalOrder) => store(STORES.orders).setJSON(pendingKey(orderId), pending)

export const pendingPayPalOrder = async (orderId: string) =>
  (await store(STORES.orders).get(pendingKey(orderId), {type: 'json'})) as PendingPayPalOrder | null
