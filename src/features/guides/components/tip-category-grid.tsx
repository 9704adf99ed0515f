import {FavoriteToggle} from '../../../components/ui/favorite-toggle'
import {strategyFavorite} from '../favorites'
import {GUIDES_MESSAGES as M} from '../messages'
import type {TipCategory} from '../types'
import * as styles from './guides.module.css'

/**
 * Groups of practical tips as cards (sleep tip categories, emotional wellness strategies). Each group can be
 * saved to favorites as a strategy, under the guide it comes from (`guide`).
 */
export function TipCategoryGrid({categories, guide}: {categories: TipCategory[]; guide: string}) {
  return (
    <div className={styles.cardGrid}>
      {categories.map((category) => (
        <div key={category.title} className={styles.card}>
          <div className={styles.cardTop}>
            <h4 className={styles.cardTitle}>
              <span aria-hidden="true">{category.icon}</span> {category.title}
            </h4>
            <FavoriteToggle item={strategyFavorite(category, guide)} label={M.saveFavorite(category.title)} savedLabel={M.savedFavorite(category.title)} />
          </div>
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
