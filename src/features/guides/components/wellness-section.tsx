import {Section} from '../../../components/layout/section'
import {Button, ButtonLink} from '../../../components/ui/button'
import {Card, CardGrid} from '../../../components/ui/card'
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
      <CardGrid>
        {wellness.experiences.map((experience) => (
          <Card key={experience.title} icon={experience.icon} title={experience.title} headingLevel={4}>
            <p>{experience.description}</p>
          </Card>
        ))}
      </CardGrid>
      <h3 className={styles.blockTitle}>{M.wellnessStrategies}</h3>
      {member ? (
        <TipCategoryGrid categories={wellness.categories} guide={wellness.title} />
      ) : (
      <CardGrid>
        {wellness.categories.map((category) => (
          <Card key={category.title} className={styles.lockedCard} icon={<>{category.icon} 🔒</>} title={category.title} headingLevel={4}>
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
          </Card>
        ))}
      </CardGrid>
      )}
    </Section>
  )
}
