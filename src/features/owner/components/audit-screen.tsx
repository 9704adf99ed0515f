import type {Column} from '../../../components/ui/data-table'
import {useAudit} from '../api'
import {formatDateTime} from '../logic/format'
import type {AuditEntry} from '../../../lib/api-contract/owner-answers'
import {AUDIT_LABELS, OWNER_MESSAGES as M} from '../messages'
import {OwnerTable} from './owner-table'
import {QueryState} from './query-state'

const COLUMNS: Column<AuditEntry>[] = [
  {header: 'When', cell: (entry) => formatDateTime(entry.at)},
  {header: 'Action', cell: (entry) => AUDIT_LABELS[entry.action]},
  {header: 'On', cell: (entry) => entry.target ?? '—'},
  {header: 'Details', cell: (entry) => entry.detail ?? '—'},
]

/** Every back-office action, newest first. */
export function AuditScreen() {
  const audit = useAudit()
  return (
    <QueryState query={audit}>
      {({entries}) => (
        <OwnerTable
          rows={entries}
          columns={COLUMNS}
          rowKey={(entry) => entry.id}
          caption={M.newestFirst}
          empty="Nothing yet."
        />
      )}
    </QueryState>
  )
}
