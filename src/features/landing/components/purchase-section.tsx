import type {ReactNode} from 'react'
import {Section} from '../../../components/layout/section'
import {OPEN_TOOLKIT} from '../../../components/layout/nav-items'
import {ButtonLink} from '../../../components/ui/button'
import {useIsUnlocked} from '../../../lib/access/access-store'
import {ROUTES} from '../../../config/site'
import {LANDING_MESSAGES as M} from '../messages'
import type {LandingSettings} from '../types'
import * as styles from './landing.module.css'
import {editAttributes, SITE_SETTINGS_DOCUMENT as SETTINGS} from '../../../lib/content/visual-editing'
import {PriceLines} from './price-lines'

/**
 * The offer (anchor 'purchase'): crossed-out and real price, the 7 included items, the 'Try It On'
 * promise. The page passes in the countdown and usage counter (engagement feature).
 */
export function PurchaseSection({
  settings,
  countdown,
  usage,
}: {
  settings: LandingSettings
  countdown: ReactNode
  usage: ReactNode
}) {
  // DECISIONS 34: she already has it; the anchor stays, the offer goes.
  if (useIsUnlocked()) {
    return (
      <Section id="purchase" title={M.memberPurchaseTitle} intro={M.memberPurchaseText} tone="tinted">
        <p className={styles.memberCenter}>
          <ButtonLink to={OPEN_TOOLKIT.to} size="lg">
            {OPEN_TOOLKIT.label}
          </ButtonLink>
        </p>
      </Section>
    )
  }
  return (
    <Section id="purchase" title={M.purchaseTitle} tone="tinted">
      <div className={styles.offer}>
        <PriceLines settings={settings} />
        {countdown}
        {usage}
        <h3>{M.purchaseIncluded}</h3>
        <ul className={styles.includedList}>
          {settings.toolkitContents.map((item) => (
            <li key={item.title}>
              <span aria-hidden="true">{item.icon}</span> <strong>{item.title}</strong>: {item.description}
            </li>
          ))}
        </ul>
        <div className={styles.guarantee}>
          <h3 {...editAttributes(SETTINGS, 'guaranteeTitle')}>{settings.guaranteeTitle}</h3>
          <p {...editAttributes(SETTINGS, 'guaranteeText')}>{settings.guaranteeText}</p>
        </div>
        <ButtonLink to={ROUTES.checkout} size="lg" block>
          {M.purchaseCta}
        </ButtonLink>
      </div>
    </Section>
  )
}
