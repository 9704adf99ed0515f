import {Section} from '../../../components/layout/section'
import {Button} from '../../../components/ui/button'
import {scrollToSection} from '../../../lib/scroll-to-section'
import {LANDING_MESSAGES as M} from '../messages'
import type {EmotionalWellness} from '../types'
import {CardGrid} from './card-grid'
import * as styles from './landing.module.css'

/** Emotional wellness (anchor 'wellness'): six common experiences, three locked strategy categories. */
export function WellnessSection({wellness}: {wellness: EmotionalWellness}) {
  return (
    <Section id="wellness" title={wellness.title} intro={wellness.intro} tone="tinted">
      <h3 className={styles.blockTitle}>{M.wellnessExperiences}</h3>
      <CardGrid items={wellness.experiences} headingLevel={4} />
      <h3 className={styles.blockTitle}>{M.wellnessStrategies}</h3>
      <ul className={styles.cardGrid}>
        {wellness.categories.map((category) => (
          <li key={category.title} className={`${styles.card} ${styles.lockedCard}`}>
            <span aria-hidden="true" className={styles.cardIcon}>
              {category.icon} 🔒
            </span>
            <h4 className={styles.cardTitle}>{category.title}</h4>
            <p>{category.description}</p>
            <Button variant="outline" onClick={() => scrollToSection('purchase')}>
              {M.unlockCategory(category.title)}
            </Button>
          </li>
        ))}
      </ul>
    </Section>
  )
}
