import {OWNER_API} from '../../../config/owner'
import {useEmailList} from '../api'
import {formatDateTime} from '../logic/format'
import * as styles from './owner.module.css'
import {QueryState} from './query-state'

/** Captured addresses and purchasers; unsubscribed ones marked; CSV of the subscribed. */
export function EmailListScreen() {
  const list = useEmailList()
  return (
    <QueryState query={list}>
      {({entries}) => {
        const subscribed = entries.filter((entry) => !entry.unsubscribedAt).length
        return (
          <>
            <p>
              {entries.length} address{entries.length === 1 ? '' : 'es'}, {subscribed} still subscribed.{' '}
              <a href={OWNER_API.emailListCsv} download className={styles.download}>
                Download the subscribed addresses (CSV)
              </a>
            </p>
            {entries.length === 0 ? null : (
              <div className={styles.tableWrap}>
                <table className={styles.table}>
                  <caption className={styles.caption}>Newest first</caption>
                  <thead>
                    <tr>
                      <th scope="col">Email</th>
                      <th scope="col">Source</th>
                      <th scope="col">First seen</th>
                      <th scope="col">Status</th>
                    </tr>
                  </thead>
                  <tbody>
                    {entries.map((entry) => (
                      <tr key={entry.email}>
                        <td>{entry.email}</td>
                        <td>{entry.sources.join(', ')}</td>
                        <td>{formatDateTime(entry.firstSeen)}</td>
                        <td>
                          {entry.unsubscribedAt ? (
                            <span className={`${styles.badge} ${styles.refunded}`}>Unsubscribed {formatDateTime(entry.unsubscribedAt)}</span>
                          ) : (
                            'Subscribed'
                          )}
                        </td>
                      </tr>
                    ))}
                  </tbody>
                </table>
              </div>
            )}
          </>
        )
      }}
    </QueryState>
  )
}
