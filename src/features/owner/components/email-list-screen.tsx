import {publicEnv} from '../../../config/env'
import {OWNER_API} from '../../../config/owner'
import type {Column} from '../../../components/ui/data-table'
import {useEmailList} from '../api'
import {sourceLabel} from '../../../lib/owner/email-list'
import {formatDateTime} from '../logic/format'
import type {ListEntry} from '../../../lib/api-contract/owner-answers'
import {OWNER_MESSAGES as M} from '../messages'
import * as styles from './owner.module.css'
import {OwnerTable} from './owner-table'
import {QueryState, ShowMore} from './query-state'

const COLUMNS: Column<ListEntry>[] = [
  {header: 'Email', cell: (entry) => entry.email},
  {header: 'Source', cell: (entry) => entry.sources.map(sourceLabel).join(', ')},
  {header: 'First seen', cell: (entry) => formatDateTime(entry.firstSeen)},
  {
    header: 'Status',
    cell: (entry) =>
      entry.unsubscribedAt ? (
        <span className={`${styles.badge} ${styles.refunded}`}>
          Unsubscribed {formatDateTime(entry.unsubscribedAt)}
        </span>
      ) : (
        'Subscribed'
      ),
  },
]

/** Captured addresses and purchasers; unsubscribed ones marked; CSV of the subscribed. */
export function EmailListScreen() {
  const list = useEmailList()
  return (
    <QueryState query={list}>
      {({pages}) => {
        const {addresses, subscribed} = pages[0].totals
        return (
          <>
            <p>
              {addresses} address{addresses === 1 ? '' : 'es'}, {subscribed} still subscribed.{' '}
              <a href={OWNER_API.emailListCsv} download className={styles.download}>
                Download the subscribed addresses (CSV)
              </a>
            </p>
            {publicEnv.demoMode ? <p className={styles.hint}>{M.demoBuyersNotListed}</p> : null}
            <OwnerTable
              rows={pages.flatMap((page) => page.entries)}
              columns={COLUMNS}
              rowKey={(entry) => entry.email}
              caption={M.newestFirst}
              empty={null}
            />
            <ShowMore query={list} shown={`${addresses} addresses`} />
          </>
        )
      }}
    </QueryState>
  )
}
