import {defineField, defineType} from 'sanity'

const recordedBy = 'Filled in by "Mark clinically reviewed"; nobody types it.'

/** Who reviewed a health document's claims, when and what (DECISIONS 50). Written only by the review action. */
export const clinicalReview = defineType({
  name: 'clinicalReview',
  title: 'Clinical review',
  type: 'object',
  readOnly: true,
  fields: [
    defineField({name: 'reviewerName', title: 'Reviewer', type: 'string', description: recordedBy}),
    defineField({
      name: 'reviewerCredential',
      title: 'Credential',
      type: 'string',
      description: 'e.g. MD, NP, RD, PharmD.',
    }),
    defineField({name: 'reviewedAt', title: 'Reviewed on', type: 'date'}),
    defineField({name: 'scope', title: 'What was reviewed', type: 'text', rows: 3}),
    defineField({
      name: 'claimsFingerprint',
      title: 'Fingerprint of the claims reviewed',
      type: 'string',
      description: 'Changes whenever a health claim of this document changes: then it needs a new review.',
    }),
  ],
  preview: {
    select: {name: 'reviewerName', credential: 'reviewerCredential', date: 'reviewedAt'},
    prepare: ({name, credential, date}) => ({
      title: name ? `${name}, ${credential ?? ''}` : 'Not reviewed',
      subtitle: date,
    }),
  },
})
