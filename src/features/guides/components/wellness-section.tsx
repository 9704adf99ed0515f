import {Section} from '../../../components/layout/section'
import {Button, ButtonLink} from '../../../components/ui/button'
import {ROUTES} from '../../../config/site'
import {navigate} from 'gatsby'
import {isUnlocked, useAccessState} from '../../../lib/access/access-store'
import {goToSection} from '../../../lib/scroll-to-section'
import {GUIDES_MESSAGES as M} from '../messages'
import type {EmotionalWellness} from '../types'
import * as styles from './guides.module.css'
import {TipCategoryGrid} from './tip-category-grid'

/**
 * Emotional wellness (anchor 'wellness'): six common experiences and three strategy categories, locked
 * with a way to the purchase section — or, in the toolkit (`openToMembers`), open to purchasers and reviewers.
 */
export function WellnessSection({wellness, openToMembers = false}: {wellness: EmotionalWellness; openToMembers?: boolean}) {
  const unlocked = isUnlocked(useAccessState())
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
        <TipCategoryGrid categories={wellness.categories} guide={wellness.title} />
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
