import {useRef, useState} from 'react'
import {Button} from '../../../components/ui/button'
import {Dialog, DESTRUCTIVE_ATTRIBUTE} from '../../../components/ui/dialog'
import {useMessageAction, useMessages} from '../api'
import {formatDateTime} from '../logic/format'
import type {ContactMessage} from '../../../lib/api-contract/owner-answers'
import * as styles from './owner.module.css'
import {ErrorAlert, QueryState, ShowMore} from './query-state'

const replyLink = (message: ContactMessage) =>
  `mailto:${message.email}?subject=${encodeURIComponent(`Re: ${message.subject}`)}`

/** Contact messages, newest first with the unread ones marked: mark read, reply by email, delete. */
export function MessagesScreen() {
  const messages = useMessages()
  const action = useMessageAction()
  const [deleting, setDeleting] = useState<ContactMessage | null>(null)
  // A deleted message takes its Delete button with it: focus then goes to the count, which says what is left.
  const count = useRef<HTMLParagraphElement>(null)
  return (
    <>
      <ErrorAlert error={action.error} />
      <QueryState query={messages}>
        {({pages}) =>
          pages[0].totals.messages === 0 ? (
            <p ref={count} tabIndex={-1}>
              No messages.
            </p>
          ) : (
            <>
              <p ref={count} tabIndex={-1}>
                {pages[0].totals.messages} message{pages[0].totals.messages === 1 ? '' : 's'}, {pages[0].totals.unread}{' '}
                unread.
              </p>
              <ul className={styles.messages}>
                {pages
                  .flatMap((page) => page.messages)
                  .map((message) => (
                    <li key={message.id}>
                      <article
                        className={`${styles.card} ${message.readAt ? '' : styles.unread}`}
                        aria-labelledby={`message-${message.id}`}
                      >
                        <h2 id={`message-${message.id}`}>
                          {message.readAt ? null : <span className={styles.badge}>Unread</span>} {message.subject}
                        </h2>
                        <p className={styles.small}>
                          From {message.name} &lt;{message.email}&gt;, {formatDateTime(message.createdAt)}
                        </p>
                        <p className={styles.messageText}>{message.message}</p>
                        <div className={styles.actions}>
                          <a className={styles.download} href={replyLink(message)}>
                            Reply to {message.name}
                          </a>
                          <Button
                            variant="outline"
                            busy={action.isPending}
                            onClick={() => action.mutate({id: message.id, read: !message.readAt})}
                          >
                            {message.readAt ? 'Mark as unread' : 'Mark as read'}
                          </Button>
                          <Button
                            variant="secondary"
                            busy={action.isPending}
                            onClick={() => setDeleting(message)}
                            aria-label={`Delete message “${message.subject}”`}
                          >
                            Delete
                          </Button>
                        </div>
                      </article>
                    </li>
                  ))}
              </ul>
              <ShowMore query={messages} shown={`${pages[0].totals.messages} messages`} />
            </>
          )
        }
      </QueryState>
      <Dialog
        open={deleting !== null}
        onOpenChange={(open) => (open ? null : setDeleting(null))}
        title="Delete this message?"
        returnFocusTo={count}
        description={deleting ? `“${deleting.subject}” from ${deleting.name}. This cannot be undone.` : undefined}
      >
        <div className={styles.actions}>
          <Button
            onClick={() => {
              if (deleting) action.mutate({id: deleting.id, delete: true}, {onSettled: () => setDeleting(null)})
            }}
            busy={action.isPending}
            {...{[DESTRUCTIVE_ATTRIBUTE]: ''}}
          >
            Delete message
          </Button>
          <Button variant="outline" onClick={() => setDeleting(null)}>
            Keep it
          </Button>
        </div>
      </Dialog>
    </>
  )
}
