import {MutationButton} from '../../../components/ui/mutation-button'
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
      <MutationButton
        variant="ghost"
        mutation={remove}
        variables={undefined}
        success={{title: M.deletedTitle, description: M.deletedText}}
        failure={{title: M.errorTitle, description: M.deleteFailed}}
      >
        {M.deleteStored}
      </MutationButton>
    </div>
  )
}
