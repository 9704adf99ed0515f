import {Link} from 'gatsby'
import {ROUTES} from '../../config/site'
import type {SiteChrome} from './use-site-chrome'
import * as styles from './site-footer.module.css'

const external = {target: '_blank', rel: 'noopener noreferrer'} as const

/** Footer columns of the spec: Resources (landing anchors), Guides, Connect. The year is the build year. */
export function SiteFooter({chrome}: {chrome: SiteChrome}) {
  const year = new Date().getFullYear()
  return (
    <footer className={`${styles.footer} no-print`}>
      <div className={styles.columns}>
        <div>
          <p className={styles.brand}>{chrome.productName}</p>
          <p className={styles.muted}>Education and tools for perimenopause, menopause and beyond. Not medical advice.</p>
        </div>
        <nav aria-labelledby="footer-resources">
          <h2 id="footer-resources" className={styles.heading}>
            Resources
          </h2>
          <ul className={styles.list}>
            <li><a href="/#checker">Symptom Assessment</a></li>
            <li><a href="/#quiz">Phase Quiz</a></li>
            <li><a href="/#natural-remedies">Natural Remedies</a></li>
            <li><a href="/#wellness">Emotional Wellness</a></li>
          </ul>
        </nav>
        <nav aria-labelledby="footer-guides">
          <h2 id="footer-guides" className={styles.heading}>
            Guides
          </h2>
          <ul className={styles.list}>
            <li><Link to={ROUTES.toolkit}>Mastery Toolkit</Link></li>
            <li><a href={chrome.survivalGuideLink.url} {...external}>{chrome.survivalGuideLink.label}</a></li>
            <li><a href={chrome.doctorGuideLink.url} {...external}>{chrome.doctorGuideLink.label}</a></li>
          </ul>
        </nav>
        <nav aria-labelledby="footer-connect">
          <h2 id="footer-connect" className={styles.heading}>
            Connect
          </h2>
          <ul className={styles.list}>
            <li><a href={chrome.socialLink.url} {...external}>{chrome.socialLink.label}</a></li>
            <li><a href={chrome.communityLink.url} {...external}>{chrome.communityLink.label}</a></li>
            <li><Link to={ROUTES.contact}>Contact Support</Link></li>
            <li><a href={`mailto:${chrome.supportEmail}`}>{chrome.supportEmail}</a></li>
          </ul>
        </nav>
      </div>
      <div className={styles.bottom}>
        <p>
          © {year} {chrome.productName}. All rights reserved.
        </p>
        <p className={styles.legal}>
          <Link to={ROUTES.privacy}>Privacy Policy</Link>
          <Link to={ROUTES.terms}>Terms of Service</Link>
        </p>
      </div>
    </footer>
  )
}
