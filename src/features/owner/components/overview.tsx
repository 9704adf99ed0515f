import {Link} from 'gatsby'
import {OWNER_ROUTES} from '../../../config/owner'
import {useMessages, useOrders} from '../api'
import {GuideHelp} from './guide-help'
import * as styles from './owner.module.css'

const SCREENS = [
  {to: OWNER_ROUTES.orders, label: 'Orders', text: 'Who bought, when, with which coupon; resend a receipt or refund.'},
  {
    to: OWNER_ROUTES.revenue,
    label: 'Revenue',
    text: 'Gross, refunds, fees and net for a period you choose, by day, week or month and by coupon.',
  },
  {
    to: OWNER_ROUTES.emailList,
    label: 'Email list',
    text: 'Everyone who left an address or bought; download the subscribed ones.',
  },
  {to: OWNER_ROUTES.messages, label: 'Messages', text: 'What people wrote through the contact form; reply by email.'},
  {to: OWNER_ROUTES.reports, label: 'What women report', text: 'What women struggle with most, as totals only.'},
  {to: OWNER_ROUTES.audit, label: 'Audit log', text: 'Every action taken in this back office.'},
  {to: OWNER_ROUTES.setup, label: 'Setup', text: 'Going live step by step: what is set and what to do next.'},
  {
    to: OWNER_ROUTES.mailQueue,
    label: 'Mail queue',
    text: 'Mail your mail provider could not take yet, and any it gave up on, with a way to try again.',
  },
] as const

/** The back office's start page: one line per screen, then where her guide is. */
export function Overview() {
  return (
    <>
      <AtAGlance />
      <ul className={styles.overview}>
        {SCREENS.map((screen) => (
          <li key={screen.to} className={styles.card}>
            <h2>
              <Link to={screen.to}>{screen.label}</Link>
            </h2>
            <p>{screen.text}</p>
          </li>
        ))}
      </ul>
      <GuideHelp />
    </>
  )
}

/**
 * This week's orders and refunds, unread messages: the questions she opens the back office with. The week's counts
 * come with the first page of orders, kept by the server as they happen (a refund of an older order counts this week).
 */
function AtAGlance() {
  const orders = useOrders()
  const messages = useMessages()
  const thisWeek = orders.data?.pages[0].thisWeek
  if (!thisWeek || !messages.data) return null
  const {unread} = messages.data.pages[0].totals
  return (
    <p className={styles.lead}>
      This week: {thisWeek.orders} order{thisWeek.orders === 1 ? '' : 's'}, {thisWeek.refunds} refund
      {thisWeek.refunds === 1 ? '' : 's'}. Unread messages: {unread}.
    </p>
  )
}
