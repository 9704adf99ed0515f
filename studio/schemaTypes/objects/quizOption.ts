import {defineField, defineType} from 'sanity'
import {QUIZ_PHASES} from '../options'
import {requiredChoice} from '../fields'

/** One answer of a phase-quiz question: it counts one vote for its phase. */
export const quizOption = defineType({
  name: 'quizOption',
  title: 'Answer',
  type: 'object',
  fields: [
    defineField({
      name: 'value',
      type: 'string',
      description: 'Stable code of the answer (e.g. "stopped"). The quiz scoring reads it: do not change existing values.',
      validation: (rule) => rule.required().regex(/^[a-z0-9-]+$/).error('Use lower-case letters, digits and dashes only.'),
    }),
    defineField({name: 'label', type: 'string', validation: (rule) => rule.required().error('The answer text visitors click.')}),
    requiredChoice({name: 'phase', description: 'Which phase this answer points to.', list: QUIZ_PHASES, layout: 'radio', message: 'Choose the phase this answer votes for.'}),
  ],
  preview: {select: {title: 'label', subtitle: 'phase'}},
})
