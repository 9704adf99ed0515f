import {navigate} from 'gatsby'
import {useEffect} from 'react'
import {RedFlagCard} from '../../../components/health/red-flag-card'
import {OPEN_TOOLKIT} from '../../../components/layout/nav-items'
import {Button, ButtonLink} from '../../../components/ui/button'
import {ROUTES} from '../../../config/site'
import {useIsUnlocked} from '../../../lib/access/access-store'
import type {RedFlagId, RedFlagWording} from '../../../lib/health/red-flags'
import {goToSection, scrollToSection} from '../../../lib/scroll-to-section'
import type {Recommendation} from '../../../lib/health/recommendations'
import type {SymptomOption} from '../logic'
import {ASSESSMENT_MESSAGES as M} from '../messages'
import {RecommendationList} from './recommendation-list'
import * as styles from './assessment.module.css'

export type ResultSummary = {
  symptoms: SymptomOption[]
  severity: Record<string, number>
  recommendations: Recommendation[]
  redFlags: RedFlagId[]
  redFlagWording: RedFlagWording
}

/** Prints only the results: the print styles (global.css) hide everything outside [data-print-area]. */
function printResults() {
  document.body.dataset.print = 'results'
  window.print()
}

/** 'Explore More Remedies': the remedy database, in the page when it is there (/toolkit), otherwise on /toolkit. */
function exploreRemedies() {
  if (document.getElementById('remedies')) scrollToSection('remedies')
  else void navigate(`${ROUTES.toolkit}#remedies`)
}

/**
 * Step 4: 'Assessment Complete!' keeps the results on screen (red flags, ratings, recommendations) with
 * a Print button, then the original four buttons. A purchaser is not sold to (DECISIONS 34).
 */
export function CompleteStep({
  doctorGuide,
  onRestart,
  summary,
}: {
  doctorGuide: {label: string; url: string}
  onRestart: () => void
  summary: ResultSummary
}) {
  const unlocked = useIsUnlocked()
  useEffect(() => {
    const done = () => delete document.body.dataset.print
    window.addEventListener('afterprint', done)
    return () => window.removeEventListener('afterprint', done)
  }, [])
  const onToolkitPage = typeof window !== 'undefined' && window.location.pathname === ROUTES.toolkit
  return (
    <>
      <p className={styles.completeHeading}>🎉 {M.completeHeading}</p>
      <p>{M.completeText}</p>
      <div data-print-area className={styles.summary} aria-labelledby="assessment-summary-heading">
        <h4 id="assessment-summary-heading" className={styles.subheading}>
          {M.summaryHeading}
        </h4>
        <RedFlagCard flags={summary.redFlags} wording={summary.redFlagWording} headingLevel="h4" />
        <h5 className={styles.minorHeading}>{M.summarySymptoms}</h5>
        <ul className={styles.ratings}>
          {summary.symptoms.map((symptom) => (
            <li key={symptom.id}>
              {symptom.name}:{' '}
              {summary.severity[symptom.id] === undefined ? M.notRated : M.rated(summary.severity[symptom.id])}
            </li>
          ))}
        </ul>
        <h5 id="assessment-summary-recommendations" className={styles.minorHeading}>
          {M.resultsHeading}
        </h5>
        <RecommendationList recommendations={summary.recommendations} labelledBy="assessment-summary-recommendations" />
        <p className={styles.healthNote}>🩺 {M.healthNote}</p>
      </div>
      <div className={`${styles.actions} no-print`}>
        <Button variant="outline" onClick={printResults}>
          {M.print}
        </Button>
        <ButtonLink to={doctorGuide.url}>{doctorGuide.label}</ButtonLink>
        {unlocked ? (
          onToolkitPage ? null : (
            <ButtonLink to={OPEN_TOOLKIT.to} variant="secondary">
              {OPEN_TOOLKIT.label}
            </ButtonLink>
          )
        ) : (
          <Button variant="secondary" onClick={() => goToSection('purchase', (to) => void navigate(to))}>
            {M.getToolkit}
          </Button>
        )}
        <Button variant="outline" onClick={onRestart}>
          {M.again}
        </Button>
        <Button variant="outline" onClick={exploreRemedies}>
          {M.explore}
        </Button>
      </div>
    </>
  )
}
