import {useAudit} from '../api'
import {formatDateTime} from '../logic/format'
import {AUDIT_LABELS} from '../messages'
import * as styles from './owner.module.css'
import {QueryState} from './query-state'

/** Every back-office action, newest first. */
export function AuditScreen() {
  const audit = useAudit()
  return (
    <QueryState query={audit}>
      {({entries}) =>
        entries.length === 0 ? (
          <p>Nothing yet.</p>
        ) : (
          <div className={styles.tableWrap}>
            <table className={styles.table}>
              <caption className={styles.caption}>Newest first</caption>
              <thead>
                <tr>
                  <th scope="col">When</th>
                  <th scope="col">Action</th>
                  <th scope="col">On</th>
                  <th scope="col">Details</th>
                </tr>
              </thead>
              <tbody>
                {entries.map((entry) => (
                  <tr key={entry.id}>
                    <td>{formatDateTime(entry.at)}</td>
                    <td>{AUDIT_LABELS[entry.action]}</td>
                    <td>{entry.target ?? '—'}</td>
                    <td>{entry.detail ?? '—'}</td>
                  </tr>
                ))}
              </tbody>
            </table>
          </div>
        )
      }
    </QueryState>
  )
}
