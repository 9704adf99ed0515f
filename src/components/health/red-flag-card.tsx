import {useId} from 'react'
import type {RedFlagId, RedFlagWording} from '../../lib/health/red-flags'
import {editAttributes, RED_FLAGS_DOCUMENT as RED_FLAGS} from '../../lib/content/visual-editing'
import * as styles from './red-flag-card.module.css'

/** "See a clinician" card (DECISIONS 32): shown above any remedy when answers call for it; nothing otherwise. */
export function RedFlagCard({
  flags,
  wording,
  headingLevel = 'h4',
}: {
  flags: RedFlagId[]
  wording: RedFlagWording
  headingLevel?: 'h3' | 'h4'
}) {
  const headingId = useId()
  if (flags.length === 0) return null
  const Heading = headingLevel
  const Item = headingLevel === 'h3' ? 'h4' : 'h5'
  return (
    <section className={styles.card} aria-labelledby={headingId} data-testid="red-flag-card">
      <Heading id={headingId} className={styles.heading} {...editAttributes(RED_FLAGS, 'heading')}>
        <span aria-hidden="true">⚠️ </span>
        {wording.heading}
      </Heading>
      <p className={styles.intro} {...editAttributes(RED_FLAGS, 'intro')}>
        {wording.intro}
      </p>
      <ul className={styles.list}>
        {flags.map((id) => (
          <li key={id} data-red-flag={id}>
            <Item className={styles.title} {...editAttributes(RED_FLAGS, `${id}.title`)}>
              {wording[id].title}
            </Item>
            <p {...editAttributes(RED_FLAGS, `${id}.text`)}>{wording[id].text}</p>
            {id === 'mood' ? (
              <div className={styles.crisis}>
                <p {...editAttributes(RED_FLAGS, 'crisisText')}>{wording.crisisText}</p>
                <p className={styles.crisisActions}>
                  <a href={`tel:${wording.crisisPhone}`}>Call {wording.crisisPhone}</a>
                  <a href={`sms:${wording.crisisPhone}`}>Text {wording.crisisPhone}</a>
                </p>
              </div>
            ) : null}
          </li>
        ))}
      </ul>
    </section>
  )
}
