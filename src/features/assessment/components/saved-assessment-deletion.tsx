import {Button} from '../../../components/ui/button'
import {toastOutcome} from '../../../components/ui/use-toast'
import {useDeleteSavedAssessments, useSavedAssessments} from '../api'
import {ASSESSMENT_MESSAGES as M} from '../messages'
import * as styles from './assessment.module.css'

/** DECISIONS 20: the answers this browser stored on the server can be deleted from here, with their deletion keys. */
export function SavedAssessmentDeletion() {
  const saved = useSavedAssessments()
  const remove = useDeleteSavedAssessments()
  if (!saved.length) return null
  return (
    <div className={styles.deletion}>
      <p>{M.storedText(saved.length)}</p>
      <Button
        variant="ghost"
        disabled={remove.isPending}
        onClick={() =>
          remove.mutate(
            undefined,
            toastOutcome(
              {title: M.deletedTitle, description: M.deletedText},
              {title: M.errorTitle, description: M.deleteFailed},
            ),
          )
        }
      >
        {M.deleteStored}
      </Button>
    </div>
  )
}
