import {ROUTES} from '../../../config/site'
import {Section} from '../../../components/layout/section'
import {ButtonLink} from '../../../components/ui/button'
import {useIsUnlocked} from '../../../lib/access/access-store'
import {MESSAGES} from '../messages'
import * as styles from './reminders.module.css'

export function WhyRemindersMatter() {
  return (
    <Section id="why-reminders" title={MESSAGES.why.title} tone="tinted">
      <ul className={styles.benefits}>
        {MESSAGES.why.benefits.map((benefit) => (
          <li key={benefit.title} className={styles.benefit}>
            <h3 className={styles.subheading}>{benefit.title}</h3>
            <p>{benefit.text}</p>
          </li>
        ))}
      </ul>
    </Section>
  )
}

/** The call to /checkout; purchasers already have everything it sells, so they do not see it. */
export function RemindersCta() {
  if (useIsUnlocked()) return null
  return (
    <Section id="reminders-cta" title={MESSAGES.cta.title} intro={MESSAGES.cta.text}>
      <p className={styles.center}>
        <ButtonLink to={ROUTES.checkout} size="lg">
          {MESSAGES.cta.button}
        </ButtonLink>
      </p>
    </Section>
  )
}
