import {savingAgainstValue} from '../logic'
import {LANDING_MESSAGES as M} from '../messages'
import type {LandingSettings} from '../types'
import * as styles from './landing.module.css'

/** The offer's price: crossed-out and real price, 'one payment', and the value it stands against (hero and offer). */
export function PriceLines({settings}: {settings: LandingSettings}) {
  return (
    <>
      <p className={styles.priceLine}>
        <s aria-label={`${M.regularPrice} $${settings.crossedOutPrice}`}>${settings.crossedOutPrice}</s>{' '}
        <strong className={styles.price}>{M.price}</strong>
      </p>
      <p>{M.priceOnce}</p>
      <p className={styles.muted}>{M.value(settings.claimedValue, savingAgainstValue(settings.claimedValue))}</p>
    </>
  )
}
