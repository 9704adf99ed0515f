import {Link} from 'gatsby'
import {useRef} from 'react'
import {Button, ButtonLink} from '../../../components/ui/button'
import {usePremiumContent} from '../../../lib/access/use-premium-content'
import {focusInPlaceAfterRemoval} from '../../../lib/focus-in-place'
import type {FavoriteItem} from '../../../lib/favorites/favorites'
import {favoriteSafety, type SafetyProfile} from '../../../lib/health/supplement-safety'
import {toggleSavedFavorite, useFavorites} from '../../../lib/favorites/use-favorites'
import {ROUTES} from '../../../config/site'
import {FAVORITES_MESSAGES as M} from '../messages'
import * as styles from './favorites-list.module.css'

/**
 * The saved favorites (/favorites), printable with the page's print stylesheet. A supplement or herb carries its
 * dose and its warnings (who should avoid it, interactions) from its profile, so the printed list is one a clinician
 * can check (docs/health-rules.md): the free profiles come with the page, the others with her access.
 */
export function FavoritesList({freeRemedies}: {freeRemedies: SafetyProfile[]}) {
  const favorites = useFavorites()
  const premium = usePremiumContent()
  const remedies = [...freeRemedies, ...(premium.data?.remedies ?? [])]
  const stack = premium.data?.dailyStack ?? []
  const page = useRef<HTMLDivElement>(null)
  // The remove button goes with its item: focus moves to the next item's button, or to the empty list's heading.
  const remove = (item: FavoriteItem, index: number) => {
    toggleSavedFavorite(item)
    focusInPlaceAfterRemoval(
      page.current,
      '[data-remove]',
      index,
      () => page.current?.querySelector<HTMLElement>('h2[tabindex="-1"]') ?? null,
    )
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
                <SafetyLines safety={favoriteSafety(item, remedies, stack)} />
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

function SafetyLines({safety}: {safety: ReturnType<typeof favoriteSafety>}) {
  if (!safety) return null
  return (
    <dl className={styles.safety}>
      <dt>{M.dose}</dt>
      <dd>{safety.dose}</dd>
      {safety.warnings.length ? (
        <>
          <dt>{M.warnings}</dt>
          <dd>{safety.warnings.join(' ')}</dd>
        </>
      ) : null}
    </dl>
  )
}
