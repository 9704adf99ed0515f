import {Section} from '../../../components/layout/section'
import {Button, ButtonLink} from '../../../components/ui/button'
import {Card, CardGrid} from '../../../components/ui/card'
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
export function WellnessSection({
  wellness,
  openToMembers = false,
}: {
  wellness: EmotionalWellness
  openToMembers?: boolean
}) {
  const unlocked = useIsUnlocked()
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
        <MemberStrategies wellness={wellness} />
      ) : (
        <CardGrid>
          {wellness.categories.map((category) => (
            <Card
              key={category.title}
              className={styles.lockedCard}
              icon={<>{category.icon} 🔒</>}
              title={category.title}
              headingLevel={4}
            >
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
