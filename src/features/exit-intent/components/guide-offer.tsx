import {useState} from 'react'
import {GUIDE_OFFER_SOURCE} from '../../../config/site'
import {GUIDE_OFFER_MESSAGES as M} from '../messages'
import * as styles from './exit-intent-popup.module.css'
import {GuideSignUpForm} from './guide-sign-up-form'

/**
 * The free survival guide offered in the landing page itself: the exit-intent pop-up needs a pointer
 * leaving through the top, which a touch screen never does. Same form and function as the pop-up.
 */
export function GuideOffer() {
  const [sent, setSent] = useState(false)
  return (
    <section id="free-guide" aria-labelledby="free-guide-heading" className={styles.offer}>
      <h2 id="free-guide-heading">{M.title}</h2>
      <p>{M.description}</p>
      {sent ? (
        <p role="status" className={styles.sent}>
          {M.sent}
        </p>
      ) : (
        <GuideSignUpForm source={GUIDE_OFFER_SOURCE} onCaptured={() => setSent(true)} />
      )}
    </section>
  )
}
