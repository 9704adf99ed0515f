import type {ReactNode} from 'react'
import * as styles from './section.module.css'

type SectionProps = {
  id?: string
  title?: ReactNode
  intro?: ReactNode
  tone?: 'plain' | 'tinted'
  /** 1 only for a page whose main heading is the section's. */
  titleLevel?: 1 | 2
  className?: string
  children: ReactNode
}

/** A page section with an anchor id, a centred heading and a width-limited body. */
export function Section({id, title, intro, tone = 'plain', titleLevel = 2, className, children}: SectionProps) {
  const Heading = titleLevel === 1 ? 'h1' : 'h2'
  const headingId = id && title ? `${id}-heading` : undefined
  return (
    <section
      id={id}
      aria-labelledby={headingId}
      className={`${styles.section} ${tone === 'tinted' ? styles.tinted : ''} ${className ?? ''}`}
    >
      <div className={styles.inner}>
        {title ? (
          <Heading id={headingId} className={styles.title}>
            {title}
          </Heading>
        ) : null}
        {intro ? <p className={styles.intro}>{intro}</p> : null}
        {children}
      </div>
    </section>
  )
}
