import {Link} from 'gatsby'
import {useRef} from 'react'
import {Button, ButtonLink} from '../../../components/ui/button'
import type {FavoriteItem} from '../../../lib/favorites/favorites'
import {toggleSavedFavorite, useFavorites} from '../../../lib/favorites/use-favorites'
import {ROUTES} from '../../../config/site'
import {FAVORITES_MESSAGES as M} from '../messages'
import * as styles from './favorites-list.module.css'

/** The saved favorites (spec /favorites), printable with the page's print stylesheet. */
export function FavoritesList() {
  const favorites = useFavorites()
  const page = useRef<HTMLDivElement>(null)
  // The remove button goes with its item: focus moves to the next item's button, or to the empty list's heading (WCAG 2.4.3).
  const remove = (item: FavoriteItem, index: number) => {
    toggleSavedFavorite(item)
    requestAnimationFrame(() => {
      const buttons = page.current?.querySelectorAll<HTMLElement>('[data-remove]') ?? []
      const next =
        buttons[Math.min(index, buttons.length - 1)] ?? page.current?.querySelector<HTMLElement>('h2[tabindex="-1"]')
      next?.focus()
    })
  }
  return (
    <div className={styles.page} ref={page}>
      <p className={`${styles.top} no-print`}>
        <Link to={ROUTES.toolkit}>{M.back}</Link>
        {favorites.length ? <Button onClick={() => window.print()}>{M.print}</Button> : null}
      </p>
      {favorites.length === 0 ? (
        <div className={styles.empty}>
          <h2 tabIndex={-1}>{M.emptyTitle}</h2>
          <p>{M.emptyText}</p>
          <ButtonLink to={ROUTES.toolkit} size="lg">
            {M.explore}
          </ButtonLink>
        </div>
      ) : (
        <>
          <ul className={styles.list}>
            {favorites.map((item, index) => (
              <li key={item.id} className={styles.item}>
                <div className={styles.itemHead}>
                  <span className={styles.type}>{M.types[item.type]}</span>
                  <button
                    type="button"
                    className={`${styles.remove} no-print`}
                    aria-label={M.remove(item.title)}
                    onClick={() => remove(item, index)}
                    data-remove=""
                  >
                    ×
                  </button>
                </div>
                <h2 className={styles.title}>{item.title}</h2>
                <p>{item.description}</p>
                {item.category ? (
                  <p className={styles.category}>
                    {M.category}: {item.category}
                  </p>
                ) : null}
              </li>
            ))}
          </ul>
          <p className={styles.note}>{M.healthNote}</p>
        </>
      )}
    </div>
  )
}
