import type {RemedyProfile} from '../../../lib/content/premium'
import {editAttributes, type EditableDocument} from '../../../lib/content/visual-editing'
import {toParagraphs} from '../logic'
import {REMEDY_MESSAGES as M} from '../messages'
import * as styles from './profile-parts.module.css'

type Level = 2 | 3

type PartProps = {title: string; text: string | null; level: Level; document?: EditableDocument; field: string}

function Part({title, text, level, document, field}: PartProps) {
  const paragraphs = toParagraphs(text)
  if (paragraphs.length === 0) return null
  const Heading = level === 2 ? 'h2' : 'h3'
  return (
    <section className={styles.part} {...editAttributes(document, field)}>
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

/** `document`: the remedy's id where the page has it, so the preview server marks each part for click-to-edit. */
export function ProfileParts({
  remedy,
  headingLevel,
  document,
}: {
  remedy: ProfileText
  headingLevel: Level
  document?: EditableDocument
}) {
  const Heading = headingLevel === 2 ? 'h2' : 'h3'
  const part = (field: keyof ProfileText & keyof typeof M.details, text: string | null) => (
    <Part title={M.details[field]} text={text} level={headingLevel} document={document} field={field} />
  )
  return (
    <>
      {part('whatItIs', remedy.whatItIs)}
      {part('inAction', remedy.inAction)}
      {part('evidence', remedy.evidence)}
      {part('dosage', remedy.dosage)}
      {part('sideEffects', remedy.sideEffects)}
      <section className={styles.part} {...editAttributes(document, 'usage')}>
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
