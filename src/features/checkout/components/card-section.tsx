import type {ReactNode} from 'react'
import * as styles from './checkout.module.css'

/** A checkout card: a section named by its own h2 (`id` is the heading's id). */
export function CardSection({id, title, children}: {id: string; title: ReactNode; children: ReactNode}) {
  return (
    <section className={styles.card} aria-labelledby={id}>
      <h2 id={id} className={styles.cardTitle}>
        {title}
      </h2>
      {children}
    </section>
  )
}
