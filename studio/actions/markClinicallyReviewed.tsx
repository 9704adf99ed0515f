import {useState} from 'react'
import {CheckmarkCircleIcon} from '@sanity/icons'
import {useCurrentUser, useDocumentOperation, type DocumentActionComponent} from 'sanity'
import {isClinicalReviewer, REVIEW_FIELD, reviewRecord, type HealthDocument} from '../lib/clinical-review'
import {CLINICAL_REVIEWER_EMAILS} from '../lib/reviewers'
import {ReviewForm} from './ReviewForm'

/**
 * "Mark clinically reviewed" (DECISIONS 50): a clinical reviewer records her review of the claims as they stand
 * (the draft where there is one). Nobody else sees the action.
 */
export const MarkClinicallyReviewedAction: DocumentActionComponent = ({id, type, draft, published}) => {
  const user = useCurrentUser()
  const {patch} = useDocumentOperation(id, type)
  const [open, setOpen] = useState(false)
  const doc = (draft ?? published) as HealthDocument | null
  if (!isClinicalReviewer(user, CLINICAL_REVIEWER_EMAILS)) return null
  return {
    label: 'Mark clinically reviewed',
    icon: CheckmarkCircleIcon,
    tone: 'positive',
    disabled: !doc,
    title: doc ? 'Record your clinical review of these health claims' : 'Nothing to review yet',
    onHandle: () => setOpen(true),
    dialog: open &&
      doc && {
        type: 'dialog',
        header: 'Mark clinically reviewed',
        onClose: () => setOpen(false),
        content: (
          <ReviewForm
            initial={{reviewerName: user?.name ?? ''}}
            onSubmit={(input) => {
              patch.execute([{set: {[REVIEW_FIELD]: reviewRecord(input, doc, new Date())}}])
              setOpen(false)
            }}
          />
        ),
      },
  }
}
MarkClinicallyReviewedAction.displayName = 'MarkClinicallyReviewedAction'
