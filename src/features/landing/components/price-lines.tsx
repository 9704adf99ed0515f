import {formerPrice} from '../logic'
import {LANDING_MESSAGES as M} from '../messages'
import type {LandingSettings} from '../types'
import * as styles from './landing.module.css'

/**
 * The offer's price (hero and offer): the real price, a former price crossed out only where the toolkit really sold
 * at it (DECISIONS 38), 'one payment', and the value of the parts. The former price is said in words for screen
 * readers, which do not announce a strike-through.
 */
export function PriceLines({settings}: {settings: LandingSettings}) {
  const former = formerPrice(settings)
  return (
    <>
      <p className={styles.priceLine}>
        {former === null ? null : (
          <>
            <span className="visually-hidden">{M.formerPrice}: </span>
            <s>${former}</s>{' '}
          </>
        )}
        <strong className={styles.price}>{M.price}</strong>
      </p>
      <p>{M.priceOnce}</p>
      <p className={styles.muted}>{M.value(settings.claimedValue, settings.toolkitContents.length)}</p>
    </>
  )
}
