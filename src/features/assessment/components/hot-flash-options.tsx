import * as styles from './assessment.module.css'

/**
 * Where hot flashes or night sweats are chosen: the treatments with real evidence (The Menopause Society's 2023
 * nonhormone position statement, and hormone therapy), named before any supplement. Wording from the Studio.
 */
export function HotFlashOptions({note}: {note: {title: string; text: string}}) {
  return (
    <aside className={styles.treatmentNote} aria-labelledby="hot-flash-options-heading" data-testid="hot-flash-options">
      <h4 id="hot-flash-options-heading" className={styles.subheading}>
        <span aria-hidden="true">🩺 </span>
        {note.title}
      </h4>
      <p>{note.text}</p>
    </aside>
  )
}
