import {useRef, useState} from 'react'
import {Button} from '../../../components/ui/button'
import type {Column} from '../../../components/ui/data-table'
import type {DeadMail} from '../../../lib/api-contract/owner-answers'
import {useMailQueue, useMailRetry} from '../api'
import {formatDateTime} from '../logic/format'
import {MAIL_QUEUE_MESSAGES as M} from '../messages'
import * as styles from './owner.module.css'
import {OwnerTable} from './owner-table'
import {ErrorAlert, QueryState} from './query-state'

/**
 * The durable mail outbox as the coach sees it (docs/mail-outbox.md): how many mails wait to be sent again, and the
 * mails given up on, each with who it was for, why it failed and a "Try again".
 */
export function MailQueueScreen() {
  const queue = useMailQueue()
  const retry = useMailRetry()
  const [note, setNote] = useState('')
  const noteRef = useRef<HTMLDivElement>(null)
  // A retried mail leaves the list with the button she pressed: focus goes to what happened, not to the page's start.
  const tryAgain = (mail: DeadMail) =>
    retry.mutate(
      {action: 'retry', id: mail.id},
      {
        onSuccess: ({result}) => {
          setNote(M.result[result](mail.to))
          noteRef.current?.focus()
        },
      },
    )

  const columns: Column<DeadMail>[] = [
    {header: 'Given up', cell: (mail) => formatDateTime(mail.deadAt)},
    {header: 'Mail', cell: (mail) => M.kinds[mail.kind]},
    {header: 'To', cell: (mail) => mail.to},
    {header: 'Subject', cell: (mail) => mail.subject},
    {header: 'Attempts', cell: (mail) => mail.attempts},
    {header: 'Last answer of the mail server', cell: (mail) => mail.lastError},
    {
      header: 'Action',
      cell: (mail) => (
        <Button
          variant="outline"
          busy={retry.isPending}
          onClick={() => tryAgain(mail)}
          aria-label={M.retryLabel(mail.subject, mail.to)}
        >
          {M.retry}
        </Button>
      ),
    },
  ]

  return (
    <>
      <p>{M.lead}</p>
      <div role="status" ref={noteRef} tabIndex={-1} className={styles.status}>
        {note}
      </div>
      <ErrorAlert error={retry.error} />
      <QueryState query={queue}>
        {(data) => (
          <>
            <p className={styles.lead}>{M.waiting(data.queued)}</p>
            <OwnerTable
              rows={data.dead}
              columns={columns}
              rowKey={(mail) => mail.id}
              caption={M.caption}
              empty={M.empty}
            />
          </>
        )}
      </QueryState>
    </>
  )
}
