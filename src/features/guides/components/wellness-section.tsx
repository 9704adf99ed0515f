import {Section} from '../../../components/layout/section'
import {Button, ButtonLink} from '../../../components/ui/button'
import {Card, CardGrid} from '../../../components/ui/card'
import {ROUTES} from '../../../config/site'
import {navigate} from 'gatsby'
import {useIsUnlocked} from '../../../lib/access/access-store'
import {usePremiumContent} from '../../../lib/access/use-premium-content'
import {editAttributes, EMOTIONAL_WELLNESS_DOCUMENT as WELLNESS} from '../../../lib/content/visual-editing'
import {goToSection} from '../../../lib/scroll-to-section'
import {GUIDES_MESSAGES as M} from '../messages'
import type {EmotionalWellness} from '../types'
import * as styles from './guides.module.css'
import {TipCategoryGrid} from './tip-category-grid'

/** The strategies with their tips (premium, fetched); their titles and descriptions while the tips load. */
function MemberStrategies({wellness}: {wellness: EmotionalWellness}) {
  const premium = usePremiumContent()
  return (
    <TipCategoryGrid
      categories={premium.data?.wellnessStrategies ?? wellness.categories}
      guide={wellness.title}
      source={{document: WELLNESS, field: 'categories'}}
    />
  )
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
    <Section
      id="wellness"
      title={<span {...editAttributes(WELLNESS, 'title')}>{wellness.title}</span>}
      intro={<span {...editAttributes(WELLNESS, 'intro')}>{wellness.intro}</span>}
      tone="tinted"
    >
      <h3 className={styles.blockTitle}>{M.wellnessExperiences}</h3>
      <CardGrid>
        {wellness.experiences.map((experience, index) => (
          <Card
            key={experience.title}
            icon={experience.icon}
            title={<span {...editAttributes(WELLNESS, `experiences[${index}].title`)}>{experience.title}</span>}
            headingLevel={4}
          >
            <p {...editAttributes(WELLNESS, `experiences[${index}].description`)}>{experience.description}</p>
          </Card>
        ))}
      </CardGrid>
      <h3 className={styles.blockTitle}>{M.wellnessStrategies}</h3>
      {member ? (
        <MemberStrategies wellness={wellness} />
      ) : (
        <CardGrid>
          {wellness.categories.map((category, index) => (
            <Card
              key={category.title}
              className={styles.lockedCard}
              icon={<>{category.icon} 🔒</>}
              title={<span {...editAttributes(WELLNESS, `categories[${index}].title`)}>{category.title}</span>}
              headingLevel={4}
            >
              <p {...editAttributes(WELLNESS, `categories[${index}].description`)}>{category.description}</p>
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
