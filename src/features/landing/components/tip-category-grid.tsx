import type {TipCategory} from '../types'
import * as styles from './landing.module.css'

/** Groups of practical tips as cards (sleep tip categories, emotional wellness strategies). */
export function TipCategoryGrid({categories}: {categories: TipCategory[]}) {
  return (
    <div className={styles.cardGrid}>
      {categories.map((category) => (
        <div key={category.title} className={styles.card}>
          <h4 className={styles.cardTitle}>
            <span aria-hidden="true">{category.icon}</span> {category.title}
          </h4>
          <p>{category.description}</p>
          <ul>
            {(category.tips ?? []).map((tip) => (
              <li key={tip}>{tip}</li>
            ))}
          </ul>
        </div>
      ))}
    </div>
  )
}
