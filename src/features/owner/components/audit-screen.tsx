import type {Column} from '../../../components/ui/data-table'
import {useAudit} from '../api'
import {OWNER_ROUTES} from '../../../config/owner'
import {formatDateTime, orderTarget} from '../logic/format'
import type {AuditEntry} from '../../../lib/api-contract/owner-answers'
import {AUDIT_ACTOR_LABELS, AUDIT_LABELS, OWNER_MESSAGES as M} from '../messages'
import {OwnerTable} from './owner-table'
import {QueryState, ShowMore} from './query-state'

const COLUMNS: Column<AuditEntry>[] = [
  {header: 'When', cell: (entry) => formatDateTime(entry.at)},
  {header: 'Action', cell: (entry) => AUDIT_LABELS[entry.action]},
  {header: 'By', cell: (entry) => AUDIT_ACTOR_LABELS[entry.by ?? 'owner']},
  {header: 'On', cell: (entry) => <Target target={entry.target} />},
  {header: 'Details', cell: (entry) => entry.detail ?? '—'},
]

/** An order as a link to it in plain words; anything else as written. */
function Target({target}: {target?: string}) {
  const order = orderTarget(target, OWNER_ROUTES.orders)
  if (order) return <a href={order.href}>{order.label}</a>
  return <>{target ?? '—'}</>
}

/** Every back-office action and every money movement (refunds, disputes, requests), newest first, with who did it. */
export function AuditScreen() {
  const audit = useAudit()
  return (
    <QueryState query={audit}>
      {({pages}) => (
        <>
          <OwnerTable
            rows={pages.flatMap((page) => page.entries)}
            columns={COLUMNS}
            rowKey={(entry) => entry.id}
            caption={M.newestFirst}
            empty="Nothing yet."
          />
          <ShowMore query={audit} shown={`${pages[0].totals.entries} entries`} />
        </>
      )}
    </QueryState>
  )
}
