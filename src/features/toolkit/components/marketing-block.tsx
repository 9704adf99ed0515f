import {ButtonLink} from '../../../components/ui/button'
import {useIsUnlocked} from '../../../lib/access/access-store'
import {ROUTES} from '../../../config/site'
import {TOOLKIT_MESSAGES as M} from '../messages'
import * as styles from './toolkit.module.css'

export type BenefitCard = {icon: string; title: string; description: string}

/** The four benefit cards (coach-edited toolkit contents) and the purchase button; gone for those with access (DECISIONS 34). */
export function MarketingBlock({benefits}: {benefits: BenefitCard[]}) {
  if (useIsUnlocked()) return null
  return (
    <section className={styles.marketing} aria-labelledby="toolkit-marketing">
      <h2 id="toolkit-marketing">{M.marketingTitle}</h2>
      <ul className={styles.cards}>
        {benefits.slice(0, 4).map((benefit) => (
          <li key={benefit.title} className={styles.card}>
            <span aria-hidden="true" className={styles.icon}>
              {benefit.icon}
            </span>
            <h3>{benefit.title}</h3>
            <p>{benefit.description}</p>
          </li>
        ))}
      </ul>
      <ButtonLink to={ROUTES.purchase} size="lg">
        {M.marketingCta}
      </ButtonLink>
    </section>
  )
}
