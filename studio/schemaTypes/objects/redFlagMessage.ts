import {defineField, defineType} from 'sanity'

/** One "see a clinician" message: shown above any remedy when the visitor's answers call for it (DECISIONS 32). */
export const redFlagMessage = defineType({
  name: 'redFlagMessage',
  title: 'Red flag message',
  type: 'object',
  fields: [
    defineField({
      name: 'title',
      type: 'string',
      validation: (rule) => rule.required().error('Add the title: it is the first line of the warning visitors read.'),
    }),
    defineField({
      name: 'text',
      type: 'text',
      rows: 4,
      description:
        'Why this needs a clinician and how soon. Have it reviewed like remedy text: no promises, no statistics without a source.',
      validation: (rule) => rule.required().error('Add the text: without it the warning says nothing useful.'),
    }),
  ],
  preview: {select: {title: 'title', subtitle: 'text'}},
})
