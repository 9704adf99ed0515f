import {RedFlagCard} from '../../../components/health/red-flag-card'
import {Button} from '../../../components/ui/button'
import {asksAboutHotFlashes, type RedFlagId, type RedFlagWording} from '../../../lib/health/red-flags'
import type {Recommendation} from '../../../lib/health/recommendations'
import {ASSESSMENT_MESSAGES as M} from '../messages'
import type {SymptomOption} from '../logic'
import {HotFlashOptions} from './hot-flash-options'
import {PersonalisedCard} from './personalised-card'
import {RecommendationList} from './recommendation-list'
import * as styles from './assessment.module.css'

type Props = {
  recommendations: Recommendation[]
  /** The personalised card's items (lib/health/recommendations `personalisedPicks`). */
  picks: Recommendation[]
  chosenSymptoms: SymptomOption[]
  redFlags: RedFlagId[]
  redFlagWording: RedFlagWording
  email: string
  onEmailChange: (email: string) => void
  onBack: () => void
  onComplete: () => void
  pending: boolean
}

/** Step 3: any red flags first (DECISIONS 32), the treatments to ask about for hot flashes, the matching remedy entries, the personalised card and the optional email. */
export function ResultsStep({
  recommendations,
  picks,
  chosenSymptoms,
  redFlags,
  redFlagWording,
  email,
  onEmailChange,
  onBack,
  onComplete,
  pending,
}: Props) {
  return (
    <>
      <RedFlagCard flags={redFlags} wording={redFlagWording} />
      {asksAboutHotFlashes(chosenSymptoms.map((s) => s.id)) ? (
        <HotFlashOptions note={redFlagWording.hotFlashOptions} />
      ) : null}
      <h4 id="assessment-results-heading" className={styles.subheading}>
        {M.resultsHeading}
      </h4>
      <RecommendationList recommendations={recommendations} labelledBy="assessment-results-heading" />
      <PersonalisedCard picks={picks} symptoms={chosenSymptoms} listed={recommendations.map((remedy) => remedy.slug)} />
      <p className={styles.healthNote}>🩺 {M.healthNote}</p>
      <div className={styles.field}>
        <label htmlFor="assessment-email">{M.emailLabel}</label>
        <input
          id="assessment-email"
          type="email"
          autoComplete="email"
          className={styles.input}
          value={email}
          onChange={(event) => onEmailChange(event.target.value)}
          aria-describedby="assessment-email-help"
        />
        <p id="assessment-email-help" className={styles.help}>
          {M.emailHelp}
        </p>
      </div>
      <div className={styles.actions}>
        <Button variant="outline" onClick={onBack}>
          {M.back}
        </Button>
        <Button onClick={onComplete} busy={pending}>
          {M.complete}
        </Button>
      </div>
    </>
  )
}
