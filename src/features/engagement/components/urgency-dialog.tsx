import {Button} from '../../../components/ui/button'
import {Dialog} from '../../../components/ui/dialog'
import {scrollToSection} from '../../../lib/scroll-to-section'
import {ENGAGEMENT_MESSAGES as M} from '../messages'
import * as styles from './engagement.module.css'

/** The pop-up's content; any way of closing it counts as a dismissal. */
export function UrgencyDialog({claimedValue, onClose}: {claimedValue: number; onClose: () => void}) {
  return (
    <Dialog open onOpenChange={(next) => !next && onClose()} title={M.urgencyTitle} description={M.urgencyText(claimedValue)}>
      <div className={styles.actions}>
        <Button
          onClick={() => {
            onClose()
            scrollToSection('purchase')
          }}
        >
          {M.urgencyGet}
        </Button>
        <Button variant="outline" onClick={onClose}>
          {M.urgencyLater}
        </Button>
      </div>
    </Dialog>
  )
}
