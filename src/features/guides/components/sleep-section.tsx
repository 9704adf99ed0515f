import {useState} from 'react'
import {Section} from '../../../components/layout/section'
import {ButtonLink} from '../../../components/ui/button'
import {CardIcon} from '../../../components/ui/card'
import {ROUTES} from '../../../config/site'
import {isUnlocked, useAccessState} from '../../../lib/access/access-store'
import {usePremiumContent} from '../../../lib/access/use-premium-content'
import {editAttributes, SLEEP_GUIDE_DOCUMENT as GUIDE} from '../../../lib/content/visual-editing'
import {GUIDES_MESSAGES as M} from '../messages'
import type {FullSleepGuide, SleepGuide} from '../types'
import * as styles from './guides.module.css'
import {TipCategoryGrid} from './tip-category-grid'
import {TextList} from '../../../components/ui/text-list'

/** 7 challenges as a single-select toggle (choosing the chosen one again clears it). */
function ChallengePicker({challenges}: {challenges: FullSleepGuide['challenges']}) {
  const [chosen, setChosen] = useState<string | null>(null)
  const index = challenges.findIndex((c) => c.title === chosen)
  const current = index < 0 ? undefined : challenges[index]
  return (
    <div>
      <h3>{M.sleepChallenges}</h3>
      <div className={styles.toggleGroup}>
        {challenges.map((challenge, at) => (
          <button
            key={challenge.title}
            type="button"
            className={styles.toggle}
            aria-pressed={chosen === challenge.title}
            onClick={() => setChosen(chosen === challenge.title ? null : challenge.title)}
            {...editAttributes(GUIDE, `challenges[${at}].title`)}
          >
            <span aria-hidden="true">{challenge.icon}</span> {challenge.title}
          </button>
        ))}
      </div>
      {current ? (
        <p
          className={styles.challengeText}
          aria-live="polite"
          {...editAttributes(GUIDE, `challenges[${index}].description`)}
        >
          {current.description}
        </p>
      ) : null}
    </div>
  )
}

/**
 * Sleep (anchor 'sleep'): the full guide in owner view (admin-content), a locked teaser for customers.
 * In the toolkit (`openToMembers`) purchasers and reviewers get the guide too. The page carries only the
 * title and teaser; the full guide is premium (DECISIONS 30) and is fetched for those who see it.
 */
export function SleepSection({guide, openToMembers = false}: {guide: SleepGuide; openToMembers?: boolean}) {
  const access = useAccessState()
  const member = openToMembers && isUnlocked(access)
  return (
    <Section id="sleep" title={<span {...editAttributes(GUIDE, 'title')}>{guide.title}</span>}>
      {member ? null : isUnlocked(access) ? (
        <div className={`${styles.promo} customer-only`}>
          <p {...editAttributes(GUIDE, 'teaser')}>{guide.teaser}</p>
          <ButtonLink to={`${ROUTES.toolkit}#sleep`}>{M.sleepMember}</ButtonLink>
        </div>
      ) : (
        <div className={`${styles.promo} customer-only`}>
          <CardIcon>🔒</CardIcon>
          <p {...editAttributes(GUIDE, 'teaser')}>{guide.teaser}</p>
          <ButtonLink to={ROUTES.checkout}>{M.sleepCta}</ButtonLink>
        </div>
      )}
      {member || access.ownerView ? <PremiumGuide guide={guide} adminOnly={!member} /> : null}
    </Section>
  )
}

/** The full guide from the premium content; for members its teaser while it loads or if it cannot be had. */
function PremiumGuide({guide, adminOnly}: {guide: SleepGuide; adminOnly: boolean}) {
  const premium = usePremiumContent()
  if (!premium.data) return adminOnly ? null : <p className={styles.lead}>{guide.teaser}</p>
  return <FullGuide guide={{...guide, ...premium.data.sleepGuide}} adminOnly={adminOnly} />
}

/** The full guide: challenges, tip categories, stats and when to see a provider. */
function FullGuide({guide, adminOnly}: {guide: FullSleepGuide; adminOnly: boolean}) {
  return (
    <div className={adminOnly ? 'admin-content' : undefined}>
      <p className={styles.lead} {...editAttributes(GUIDE, 'intro')}>
        {guide.intro}
      </p>
      <ChallengePicker challenges={guide.challenges} />
      <h3>{M.sleepTips}</h3>
      <TipCategoryGrid
        categories={guide.tipCategories}
        guide={guide.title}
        source={{document: GUIDE, field: 'tipCategories'}}
      />
      <h3>{M.sleepStats}</h3>
      <dl className={styles.stats} {...editAttributes(GUIDE, 'stats')}>
        {guide.stats.map((stat) => (
          <div key={stat.label}>
            <dt>{stat.value}</dt>
            <dd>{stat.label}</dd>
          </div>
        ))}
      </dl>
      <div className={styles.healthNote} {...editAttributes(GUIDE, 'consultList')}>
        <h3>{M.sleepConsult}</h3>
        <TextList items={guide.consultList} />
      </div>
    </div>
  )
}
