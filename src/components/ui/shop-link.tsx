import * as styles from './shop-link.module.css'

/** The disclosure shown beside every shop link (FTC: close to the link, not only in the Terms). */
export const AFFILIATE_DISCLOSURE =
  'Affiliate link: as an Amazon Associate we earn from qualifying purchases, at no extra cost to you.'
export const OPENS_IN_NEW_TAB = '(opens in a new tab)'

/** A retail link with its affiliate disclosure: new tab, and rel="sponsored" so search engines know it is paid. */
export function ShopLink({href, label}: {href: string; label: string}) {
  return (
    <p className={styles.shop}>
      <a href={href} target="_blank" rel="sponsored noopener noreferrer" className={styles.link}>
        {label} <span className="visually-hidden">{OPENS_IN_NEW_TAB}</span>
      </a>
      <small className={styles.disclosure}>{AFFILIATE_DISCLOSURE}</small>
    </p>
  )
}
