import {isAffiliateLink} from '../../lib/content/affiliate-link'
import * as styles from './shop-link.module.css'

/** The disclosure shown beside every affiliate shop link (FTC: close to the link, not only in the Terms). */
export const AFFILIATE_DISCLOSURE =
  'Affiliate link: as an Amazon Associate we earn from qualifying purchases, at no extra cost to you.'
export const OPENS_IN_NEW_TAB = '(opens in a new tab)'

/**
 * A retail link in a new tab. With the coach's Associates tag it is paid: rel="sponsored" so search engines know,
 * and the disclosure beside it; without a tag (she set none) it is a plain link and claims nothing.
 */
export function ShopLink({href, label}: {href: string; label: string}) {
  const affiliate = isAffiliateLink(href)
  return (
    <p className={styles.shop}>
      <a
        href={href}
        target="_blank"
        rel={affiliate ? 'sponsored noopener noreferrer' : 'noopener noreferrer'}
        className={styles.link}
      >
        {label} <span className="visually-hidden">{OPENS_IN_NEW_TAB}</span>
      </a>
      {affiliate ? <small className={styles.disclosure}>{AFFILIATE_DISCLOSURE}</small> : null}
    </p>
  )
}
