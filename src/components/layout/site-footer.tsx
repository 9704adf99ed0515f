import {Link, navigate} from 'gatsby'
import {ROUTES} from '../../config/site'
import {goToSection} from '../../lib/scroll-to-section'
import type {SiteChrome} from './use-site-chrome'
import * as styles from './site-footer.module.css'

type FooterLink = {label: string; to: string}

/** Internal routes use Gatsby's Link; landing anchors and mailto are plain links; other sites open in a new tab. */
function FooterEntry({label, to}: FooterLink) {
  if (to.startsWith('https://')) {
    return (
      <a href={to} target="_blank" rel="noopener noreferrer">
        {label}
      </a>
    )
  }
  if (to.startsWith('/#')) {
    // Landing sections: the same landing below the sticky header as the menu's links.
    return (
      <a
        href={to}
        onClick={(event) => {
          event.preventDefault()
          goToSection(to.slice(2), (target) => void navigate(target))
        }}
      >
        {label}
      </a>
    )
  }
  if (to.startsWith('mailto:')) return <a href={to}>{label}</a>
  return <Link to={to}>{label}</Link>
}

function FooterColumn({id, title, links}: {id: string; title: string; links: FooterLink[]}) {
  return (
    <nav aria-labelledby={id}>
      <h2 id={id} className={styles.heading}>
        {title}
      </h2>
      <ul className={styles.list}>
        {links.map((link) => (
          <li key={link.to}>
            <FooterEntry {...link} />
          </li>
        ))}
      </ul>
    </nav>
  )
}

/** Footer columns: Resources (landing anchors), Guides, Connect. The year is the build year. */
export function SiteFooter({chrome}: {chrome: SiteChrome}) {
  const year = chrome.buildYear
  return (
    <footer className={`${styles.footer} no-print`}>
      <div className={styles.columns}>
        <div>
          <p className={styles.brand}>{chrome.productName}</p>
          <p className={styles.muted}>
            Education and tools for perimenopause, menopause and beyond. Not medical advice.
          </p>
        </div>
        <FooterColumn
          id="footer-resources"
          title="Resources"
          links={[
            {label: 'Symptom Assessment', to: '/#checker'},
            {label: 'Phase Quiz', to: '/#quiz'},
            {label: 'Natural Remedies', to: '/#natural-remedies'},
            {label: 'Emotional Wellness', to: '/#wellness'},
          ]}
        />
        <FooterColumn
          id="footer-guides"
          title="Guides"
          links={[
            {label: 'Mastery Toolkit', to: ROUTES.toolkit},
            {label: chrome.survivalGuideLink.label, to: chrome.survivalGuideLink.url},
            {label: chrome.doctorGuideLink.label, to: chrome.doctorGuideLink.url},
          ]}
        />
        <FooterColumn
          id="footer-connect"
          title="Connect"
          links={[
            {label: chrome.socialLink.label, to: chrome.socialLink.url},
            {label: chrome.communityLink.label, to: chrome.communityLink.url},
            {label: 'Contact Support', to: ROUTES.contact},
            {label: chrome.supportEmail, to: `mailto:${chrome.supportEmail}`},
          ]}
        />
      </div>
      <div className={styles.bottom}>
        <p>
          © {year} {chrome.productName}. All rights reserved.
        </p>
        <p className={styles.legal}>
          <Link to={ROUTES.privacy}>Privacy Policy</Link>
          <Link to={ROUTES.terms}>Terms of Service</Link>
          <Link to={ROUTES.accessibility}>Accessibility</Link>
        </p>
      </div>
    </footer>
  )
}
