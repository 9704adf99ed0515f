import {Fragment} from 'react'
import {useQuery} from '../../../lib/query-client'
import {API} from '../../../lib/api-contract'
import {apiJson} from '../../../lib/api-client'
import {formatDateTime} from '../logic/format'
import {splitLinks} from '../logic/links'
import {OUTBOX_MESSAGES as M} from '../messages'
import * as styles from './owner.module.css'
import {QueryState} from './query-state'

/** A mail's text with its addresses as links a click opens. */
function MailText({text}: {text: string}) {
  return (
    <p className={styles.mailText}>
      {splitLinks(text).map((part, index) =>
        part.link ? (
          <a key={index} href={part.text}>
            {part.text}
          </a>
        ) : (
          <Fragment key={index}>{part.text}</Fragment>
        ),
      )}
    </p>
  )
}

/** The local outbox of `npm start`: each mail with its subject, recipient, time and clickable links. */
export function OutboxScreen() {
  const outbox = useQuery({
    queryKey: ['owner', 'outbox'],
    queryFn: () => apiJson(API.devOutbox, 'GET'),
    retry: false,
  })
  if (outbox.isError) return <p>{M.unavailable}</p>
  return (
    <>
      <h1>{M.title}</h1>
      <p>{M.lead}</p>
      <QueryState query={outbox}>
        {({mails}) =>
          mails.length === 0 ? (
            <p>{M.empty}</p>
          ) : (
            <ol className={styles.mailList} aria-label="Mails, newest first">
              {mails.map((mail) => (
                <li key={mail.id}>
                  <article aria-labelledby={`mail-${mail.id}`} className={styles.mail}>
                    <h2 id={`mail-${mail.id}`}>{mail.subject}</h2>
                    <p className={styles.small}>
                      {M.to}: {mail.to} · {M.sent}: {formatDateTime(mail.createdAt)}
                    </p>
                    <MailText text={mail.text} />
                  </article>
                </li>
              ))}
            </ol>
          )
        }
      </QueryState>
    </>
  )
}
