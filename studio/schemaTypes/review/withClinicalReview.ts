import {defineField} from 'sanity'
import {REVIEW_FIELD} from '../../lib/clinical-review'

const REVIEW_GROUP = {name: 'review', title: 'Clinical review'}

type DocumentTypeDefinition = {name: string; fields: unknown[]; groups?: Array<{name: string}>}

/**
 * A health document type with its clinical review record (DECISIONS 50), kept out of the type's own file: the
 * record is the review action's, and the same for every health document. Types with field groups get a
 * "Clinical review" group for it.
 */
export function withClinicalReview<T extends DocumentTypeDefinition>(type: T): T {
  const field = defineField({
    name: REVIEW_FIELD,
    title: 'Clinical review',
    type: 'clinicalReview',
    description:
      'The last clinical review of the health claims on this page. Only a clinical reviewer records it, with "Mark clinically reviewed".',
    ...(type.groups ? {group: REVIEW_GROUP.name} : {}),
  })
  return {
    ...type,
    ...(type.groups ? {groups: [...type.groups, REVIEW_GROUP]} : {}),
    fields: [...type.fields, field],
  }
}
