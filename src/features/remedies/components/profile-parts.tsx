import type {RemedyProfile} from '../../../lib/content/premium'
import {toParagraphs} from '../logic'
import {REMEDY_MESSAGES as M} from '../messages'
import * as styles from './profile-parts.module.css'

type Level = 2 | 3

function Part({title, text, level}: {title: string; text: string | null; level: Level}) {
  const paragraphs = toParagraphs(text)
  if (paragraphs.length === 0) return null
  const Heading = level === 2 ? 'h2' : 'h3'
  return (
    <section className={styles.part}>
      <Heading>{title}</Heading>
      {paragraphs.map((paragraph) => (
        <p key={paragraph}>{paragraph}</p>
      ))}
    </section>
  )
}

/**
 * The long-form sections of a profile (what it is, evidence, dose, side effects, usage), one list for the toolkit's
 * dialog and the remedy pages (a free profile for everyone, the others for a purchaser, loaded with her token).
 */
export type ProfileText = Pick<
  RemedyProfile,
  'whatItIs' | 'inAction' | 'evidence' | 'dosage' | 'sideEffects' | 'usage' | 'evidenceLevel'
>

export function ProfileParts({remedy, headingLevel}: {remedy: ProfileText; headingLevel: Level}) {
  const Heading = headingLevel === 2 ? 'h2' : 'h3'
  return (
    <>
      <Part title={M.details.whatItIs} text={remedy.whatItIs} level={headingLevel} />
      <Part title={M.details.inAction} text={remedy.inAction} level={headingLevel} />
      <Part title={M.details.evidence} text={remedy.evidence} level={headingLevel} />
      <Part title={M.details.dosage} text={remedy.dosage} level={headingLevel} />
      <Part title={M.details.sideEffects} text={remedy.sideEffects} level={headingLevel} />
      <section className={styles.part}>
        <Heading>{M.details.usage}</Heading>
        {toParagraphs(remedy.usage).map((paragraph) => (
          <p key={paragraph}>{paragraph}</p>
        ))}
        <p>
          <strong>{M.details.evidenceLevel}:</strong> {remedy.evidenceLevel}
        </p>
      </section>
    </>
  )
}
