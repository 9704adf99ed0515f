import {useState} from 'react'
import {Section} from '../../../components/layout/section'
import {ButtonLink} from '../../../components/ui/button'
import {ROUTES} from '../../../config/site'
import {useAccessState} from '../../../lib/access/access-store'
import {LANDING_MESSAGES as M} from '../messages'
import type {SleepGuide} from '../types'
import * as styles from './landing.module.css'

/** Spec: 7 challenges as a single-select toggle (choosing the chosen one again clears it). */
function ChallengePicker({challenges}: {challenges: SleepGuide['challenges']}) {
  const [chosen, setChosen] = useState<string | null>(null)
  const current = challenges.find((c) => c.title === chosen)
  return (
    <div>
      <h3>{M.sleepChallenges}</h3>
      <div className={styles.toggleGroup}>
        {challenges.map((challenge) => (
          <button
            key={challenge.title}
            type="button"
            className={styles.toggle}
            aria-pressed={chosen === challenge.title}
            onClick={() => setChosen(chosen === challenge.title ? null : challenge.title)}
          >
            <span aria-hidden="true">{challenge.icon}</span> {challenge.title}
          </button>
        ))}
      </div>
      {current ? (
        <p className={styles.challengeText} aria-live="polite">
          {current.description}
        </p>
      ) : null}
    </div>
  )
}

/**
 * Sleep (anchor 'sleep'): the full guide in owner view (admin-content), a locked teaser for customers.
 * The guide is rendered only in owner view, which keeps the page every visitor hydrates small.
 */
export function SleepSection({guide}: {guide: SleepGuide}) {
  const {ownerView} = useAccessState()
  return (
    <Section id="sleep" title={guide.title}>
      <div className={`${styles.promo} customer-only`}>
        <span aria-hidden="true" className={styles.cardIcon}>
          🔒
        </span>
        <p>{guide.teaser}</p>
        <ButtonLink to={ROUTES.checkout}>{M.sleepCta}</ButtonLink>
      </div>
      {ownerView ? <FullGuide guide={guide} /> : null}
    </Section>
  )
}

/** The full guide: challenges, tip categories, stats and when to see a provider. */
function FullGuide({guide}: {guide: SleepGuide}) {
  return (
    <div className="admin-content">
      <p className={styles.lead}>{guide.intro}</p>
      <ChallengePicker challenges={guide.challenges} />
      <h3>{M.sleepTips}</h3>
      <div className={styles.cardGrid}>
        {guide.tipCategories.map((category) => (
          <div key={category.title} className={styles.card}>
            <h4 className={styles.cardTitle}>
              <span aria-hidden="true">{category.icon}</span> {category.title}
            </h4>
            <p>{category.description}</p>
            <ul>
              {(category.tips ?? []).map((tip) => (
                <li key={tip}>{tip}</li>
              ))}
            </ul>
          </div>
        ))}
      </div>
      <h3>{M.sleepStats}</h3>
      <dl className={styles.stats}>
        {guide.stats.map((stat) => (
          <div key={stat.label}>
            <dt>{stat.value}</dt>
            <dd>{stat.label}</dd>
          </div>
        ))}
      </dl>
      <div className={styles.healthNote}>
        <h3>{M.sleepConsult}</h3>
        <ul>
          {guide.consultList.map((item) => (
            <li key={item}>{item}</li>
          ))}
        </ul>
      </div>
    </div>
  )
}
