import {lazy, Suspense, useState} from 'react'
import {ACCESS_MESSAGES} from '../messages'
import * as styles from './access.module.css'

const ReviewerDialog = lazy(() => import('./reviewer-dialog').then((m) => ({default: m.ReviewerDialog})))

/** The 'Reviewer Access' button at top right and the code dialog it opens. */
export function ReviewerButton() {
  const [open, setOpen] = useState(false)
  return (
    <>
      <button type="button" className={styles.reviewerButton} onClick={() => setOpen(true)}>
        {ACCESS_MESSAGES.reviewerButton}
      </button>
      {open ? (
        <Suspense fallback={null}>
          <ReviewerDialog open={open} onOpenChange={setOpen} />
        </Suspense>
      ) : null}
    </>
  )
}
