import {defineField, defineType} from 'sanity'
import {httpsUrl} from '../../lib/validation'

/**
 * A published reference a remedy profile draws on: a public fact sheet, position statement or systematic review.
 * "Supports" says what the profile cites it for, so a reviewer can check the claim against the source.
 */
export const source = defineType({
  name: 'source',
  title: 'Source',
  type: 'object',
  fields: [
    defineField({
      name: 'title',
      type: 'string',
      description: 'The title as the publisher gives it.',
      validation: (rule) => rule.required().error('Give the title so readers can find the source.'),
    }),
    defineField({
      name: 'publisher',
      type: 'string',
      description: 'e.g. "NIH Office of Dietary Supplements", "The Menopause Society", "Cochrane".',
      validation: (rule) => rule.required().error('Name who published it.'),
    }),
    defineField({
      name: 'url',
      title: 'URL',
      type: 'url',
      validation: (rule) => httpsUrl(rule.required(), 'The source link'),
    }),
    defineField({
      name: 'supports',
      title: 'What it supports',
      type: 'string',
      description:
        'The claim of this profile the source backs, in a few words. Cite only what you have read in the source.',
      validation: (rule) => rule.required().error('Say what the profile cites it for, so the claim can be checked.'),
    }),
    defineField({
      name: 'backsSymptoms',
      title: 'Symptoms it backs',
      type: 'array',
      of: [{type: 'reference', to: [{type: 'symptom'}]}],
      description:
        'The symptoms for which this source shows at least moderate evidence. A remedy is a "Top Priority" only for a symptom one of its sources backs.',
      validation: (rule) => rule.unique(),
    }),
  ],
  preview: {select: {title: 'title', subtitle: 'publisher'}},
})
