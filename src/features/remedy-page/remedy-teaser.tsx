import {Link} from 'gatsby'
import type {ReactNode} from 'react'
import type {IGatsbyImageData} from 'gatsby-plugin-image'
import {ButtonLink} from '../../components/ui/button'
import {ContentImage} from '../../components/ui/content-image'
import {SourceList, type SourceItem} from '../../components/ui/source-list'
import {NAV_CTA} from '../../components/layout/nav-items'
import {REMEDIES_PATH, remedyDeepLink} from '../../config/site'
import {useIsUnlocked} from '../../lib/access/access-store'
import {editAttributes} from '../../lib/content/visual-editing'
import {REMEDY_PAGE_MESSAGES as M} from './messages'
import {reviewLine, type RecordedReview} from './logic'
import * as styles from './remedy-teaser.module.css'

export type RemedyTeaserData = {
  /** The remedy's document id: the preview server marks its fields for click-to-edit. */
  _id?: string
  name: string
  slug: string
  emoji: string | null
  description: string
  evidenceLevel: string
  symptoms: Array<{name: string}> | null
  image?: {alt: string | null; asset: {page: IGatsbyImageData | null} | null} | null
  sources?: SourceItem[] | null
  /** One of the free profiles: the toolkit shows it in full to everyone. */
  free: boolean
  /** The clinician's review the Studio recorded, if any. */
  clinicalReview?: RecordedReview
}

/**
 * A remedy's page: teaser fields, the healthcare note and the way to the full profile. The full profile
 * (`fullProfile`, composed by the page) shows on a free profile's page to everyone and on every page to a purchaser,
 * for whom the way to buy disappears (DECISIONS 34).
 */
export function RemedyTeaser({remedy, fullProfile}: {remedy: RemedyTeaserData; fullProfile: ReactNode}) {
  const unlocked = useIsUnlocked()
  const reviewed = reviewLine(remedy.clinicalReview)
  const document = {_id: remedy._id, _type: 'remedy'}
  return (
    <article className={styles.article} aria-labelledby="remedy-heading">
      <nav aria-label="Breadcrumb" className={styles.breadcrumb}>
        <Link to={REMEDIES_PATH}>{M.allRemedies}</Link>
      </nav>
      <h1 id="remedy-heading" className={styles.title} {...editAttributes(document, 'name')}>
        {remedy.emoji ? <span aria-hidden="true">{remedy.emoji} </span> : null}
        {remedy.name}
      </h1>
      {/* Above the fold on this page: eager, fixed 200 px square. */}
      <ContentImage
        image={remedy.image?.asset?.page}
        alt={remedy.image?.alt}
        loading="eager"
        fallback={null}
        className={styles.image}
      />
      <p className={styles.description} {...editAttributes(document, 'description')}>
        {remedy.description}
      </p>
      <p className={styles.evidence} {...editAttributes(document, 'evidenceLevel')}>
        <strong>{M.evidenceLabel}:</strong> {remedy.evidenceLevel}
      </p>
      <h2 className={styles.subheading}>{M.symptomsHeading}</h2>
      <ul className={styles.symptoms} {...editAttributes(document, 'symptoms')}>
        {(remedy.symptoms ?? []).map((symptom) => (
          <li key={symptom.name}>{symptom.name}</li>
        ))}
      </ul>
      {remedy.free || unlocked ? fullProfile : null}
      <SourceList sources={remedy.sources} heading={M.sourcesHeading} headingLevel={2} />
      {reviewed ? <p className={styles.reviewed}>{reviewed}</p> : null}
      <p className={styles.note} role="note">
        {M.healthcareNote}
      </p>
      {unlocked ? null : (
        <section className={styles.cta} aria-labelledby="remedy-cta-heading">
          <h2 id="remedy-cta-heading" className={styles.subheading}>
            {M.ctaHeading}
          </h2>
          <p>{M.ctaText}</p>
          <div className={styles.actions}>
            <ButtonLink to={NAV_CTA.to} size="lg">
              {NAV_CTA.label}
            </ButtonLink>
            {remedy.free ? (
              <ButtonLink to={remedyDeepLink(remedy.slug)} variant="outline" size="lg">
                {M.freeProfileLink}
              </ButtonLink>
            ) : null}
          </div>
        </section>
      )}
    </article>
  )
}
