import {CONTACT_MESSAGES as M} from '../messages'
import * as styles from './contact.module.css'
import {TextList} from '../../../components/ui/text-list'

/** The side panel: support email, response times, what to expect and the community link. */
export function ContactPanel({supportEmail, communityUrl}: {supportEmail: string; communityUrl: string}) {
  return (
    <aside className={styles.panel} aria-label="Support information">
      <h2>{M.supportTitle}</h2>
      <p>
        <a href={`mailto:${supportEmail}`}>{supportEmail}</a>
      </p>
      <h2>{M.responseTitle}</h2>
      <p>{M.responseText}</p>
      <h2>{M.expectTitle}</h2>
      <TextList items={M.expectations} />
      <h2>{M.communityTitle}</h2>
      <p>
        {M.communityText}{' '}
        <a href={communityUrl} target="_blank" rel="noopener noreferrer">
          {M.communityTitle}
          <span className="visually-hidden"> (opens in a new tab)</span>
        </a>
      </p>
    </aside>
  )
}
