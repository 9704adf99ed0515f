import {Button} from '../../../components/ui/button'
import {CornerPanel} from '../../../components/ui/corner-panel'
import {scrollToSection} from '../../../lib/scroll-to-section'
import {ENGAGEMENT_MESSAGES as M} from '../messages'
import * as styles from './engagement.module.css'

/** The offer as a non-modal corner panel (DECISIONS 43); any way of closing it counts as a dismissal. */
export function UrgencyPanel({claimedValue, onClose}: {claimedValue: number; onClose: () => void}) {
  return (
    <CornerPanel title={M.urgencyTitle} closeLabel={M.urgencyClose} onClose={onClose} low>
      {(dismiss) => (
        <>
          <p>{M.urgencyText(claimedValue)}</p>
          <div className={styles.actions}>
            <Button
              onClick={() => {
                onClose()
                // The offer's heading takes focus as the section scrolls into view.
                scrollToSection('purchase')
              }}
            >
              {M.urgencyGet}
            </Button>
            <Button variant="outline" onClick={dismiss}>
              {M.urgencyLater}
            </Button>
          </div>
        </>
      )}
    </CornerPanel>
  )
}
