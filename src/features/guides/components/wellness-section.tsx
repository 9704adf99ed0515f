import {Section} from '../../../components/layout/section'
import {Button, ButtonLink} from '../../../components/ui/button'
import {ROUTES} from '../../../config/site'
import {navigate} from 'gatsby'
import {useIsUnlocked} from '../../../lib/access/access-store'
import {usePremiumContent} from '../../../lib/access/use-premium-content'
import {goToSection} from '../../../lib/scroll-to-section'
import {GUIDES_MESSAGES as M} from '../messages'
import type {EmotionalWellness} from '../types'
import * as styles from './guides.module.css'
import {TipCategoryGrid} from './tip-category-grid'

/** The strategies with their tips (premium, fetched); their titles and descriptions while the tips load. */
function MemberStrategies({wellness}: {wellness: EmotionalWellness}) {
  const premium = usePremiumContent()
  return <TipCategoryGrid categories={premium.data?.wellnessStrategies ?? wellness.categories} guide={wellness.title} />
}

/**
 * Emotional wellness (anchor 'wellness'): six common experiences and three strategy categories, locked
 * with a way to the purchase section — or, in the toolkit (`openToMembers`), open to purchasers and reviewers.
 */
export function WellnessSection({wellness, openToMembers = false}: {wellness: EmotionalWellness; openToMembers?: boolean}) {
  const unlocked = useIsUnlocked()
  const member = openToMembers && unlocked
  return (
    <Section id="wellness" title={wellness.title} intro={wellness.intro} tone="tinted">
      <h3 className={styles.blockTitle}>{M.wellnessExperiences}</h3>
      <ul className={styles.cardGrid}>
        {wellness.experiences.map((experience) => (
          <li key={experience.title} className={styles.card}>
            <span aria-hidden="true" className={styles.cardIcon}>
              {experience.icon}
            </span>
            <h4 className={styles.cardTitle}>{experience.title}</h4>
            <p>{experience.description}</p>
          </li>
        ))}
      </ul>
      <h3 className={styles.blockTitle}>{M.wellnessStrategies}</h3>
      {member ? (
        <MemberStrategies wellness={wellness} />
      ) : (
      <ul className={styles.cardGrid}>
        {wellness.categories.map((category) => (
          <li key={category.title} className={`${styles.card} ${styles.lockedCard}`}>
            <span aria-hidden="true" className={styles.cardIcon}>
              {category.icon} 🔒
            </span>
            <h4 className={styles.cardTitle}>{category.title}</h4>
            <p>{category.description}</p>
            {unlocked ? (
              <ButtonLink to={`${ROUTES.toolkit}#wellness`} variant="outline">
                {M.wellnessMember}
              </ButtonLink>
            ) : (
              <Button variant="outline" onClick={() => goToSection('purchase', (to) => void navigate(to))}>
                {M.unlockCategory(category.title)}
              </Button>
            )}
          </li>
        ))}
      </ul>
      )}
    </Section>
  )
}
