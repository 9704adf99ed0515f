import {useState} from 'react'
import {Stack, Text} from '@sanity/ui'
import {useCurrentUser, type DocumentActionComponent} from 'sanity'
import {isClinicalReviewer, publishNeedsReview, type HealthDocument} from '../lib/clinical-review'
import {CLINICAL_REVIEWER_EMAILS} from '../lib/reviewers'

/** The mail that asks a clinical reviewer to look at this document. */
const askForReviewHref = (title: string) =>
  `mailto:${CLINICAL_REVIEWER_EMAILS.join(',')}?subject=${encodeURIComponent(`Clinical review needed: ${title}`)}&body=${encodeURIComponent(
    `The health claims of "${title}" changed. Please review them in the Studio (Due for review) and mark them clinically reviewed.\n\n${window.location.href}`,
  )}`

/**
 * The publish action of a health document (DECISIONS 50). While the draft's health claims differ from what is live
 * and no clinician has reviewed them as they stand, publishing is replaced by "Ask for clinical review"; a
 * reviewer is told to mark them reviewed first. Otherwise it is Sanity's own publish.
 */
export function reviewGatedPublish(publish: DocumentActionComponent): DocumentActionComponent {
  const GatedPublish: DocumentActionComponent = (props) => {
    const user = useCurrentUser()
    const [open, setOpen] = useState(false)
    const original = publish(props)
    const draft = props.draft as HealthDocument | null
    if (!publishNeedsReview({draft, published: props.published as HealthDocument | null})) return original
    if (isClinicalReviewer(user, CLINICAL_REVIEWER_EMAILS))
      return {
        ...original,
        label: original?.label ?? 'Publish',
        disabled: true,
        title: 'The health claims changed: use "Mark clinically reviewed" first, then publish.',
      }
    const title = String(draft?.name ?? draft?.title ?? draft?.heading ?? props.type)
    return {
      label: 'Ask for clinical review',
      tone: 'caution',
      title:
        'The health claims changed since the last clinical review: a clinician must review them before they go live.',
      onHandle: () => setOpen(true),
      dialog: open && {
        type: 'dialog',
        header: 'A clinician reviews this before it goes live',
        onClose: () => setOpen(false),
        content: (
          <Stack space={4}>
            <Text>
              The health claims here (what it helps, dose, warnings, evidence, sources) changed since the last clinical
              review. Your draft is saved; it is published once a clinical reviewer has marked it reviewed.
            </Text>
            {CLINICAL_REVIEWER_EMAILS.length > 0 ? (
              <Text>
                <a href={askForReviewHref(title)}>Email the clinical reviewer</a>
              </Text>
            ) : (
              <Text muted>
                No clinical reviewer is set up yet (SANITY_STUDIO_CLINICAL_REVIEWERS): see docs/editors-guide.md.
              </Text>
            )}
          </Stack>
        ),
      },
    }
  }
  GatedPublish.action = 'publish'
  GatedPublish.displayName = 'ReviewGatedPublish'
  return GatedPublish
}
