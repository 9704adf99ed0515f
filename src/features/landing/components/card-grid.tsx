import type {TitledText} from '../types'
import * as styles from './landing.module.css'

/** Icon cards with a title and a sentence: approach, trust, credentials, experiences. */
export function CardGrid({items, headingLevel = 3}: {items: TitledText[]; headingLevel?: 3 | 4}) {
  const Heading = headingLevel === 3 ? 'h3' : 'h4'
  return (
    <ul className={styles.cardGrid}>
      {items.map((item) => (
        <li key={item.title} className={styles.card}>
          <span aria-hidden="true" className={styles.cardIcon}>
            {item.icon}
          </span>
          <Heading className={styles.cardTitle}>{item.title}</Heading>
          <p>{item.description}</p>
        </li>
      ))}
    </ul>
  )
}
