import {defineField, defineType} from 'sanity'
import {QUIZ_PHASES} from '../../../content-model/options'

const isPeriodsQuestion = (document: unknown) =>
  (document as {questionId?: string} | undefined)?.questionId === 'periods'

/** One answer of a phase-quiz question: it counts one vote for its phase (the periods answers decide instead). */
export const quizOption = defineType({
  name: 'quizOption',
  title: 'Answer',
  type: 'object',
  fields: [
    defineField({
      name: 'value',
      type: 'string',
      description:
        'Stable code of the answer (e.g. "stopped"). The quiz scoring reads it: do not change existing values.',
      validation: (rule) =>
        rule
          .required()
          .regex(/^[a-z0-9-]+$/)
          .error('Use lower-case letters, digits and dashes only.'),
    }),
    defineField({
      name: 'label',
      type: 'string',
      validation: (rule) => rule.required().error('The answer text visitors click.'),
    }),
    defineField({
      name: 'phase',
      type: 'string',
      description: 'Which phase this answer votes for.',
      options: {list: [...QUIZ_PHASES], layout: 'radio'},
      // DECISIONS 35: the periods answer sets the stage by itself (fixed in code), so it casts no vote.
      hidden: ({document}) => isPeriodsQuestion(document),
      validation: (rule) =>
        rule.custom((value, context) =>
          isPeriodsQuestion(context.document) ||
          (typeof value === 'string' && (QUIZ_PHASES as readonly string[]).includes(value))
            ? true
            : 'Choose the phase this answer votes for.',
        ),
    }),
    defineField({
      name: 'resultNote',
      title: 'Note shown with the result',
      type: 'text',
      rows: 2,
      description:
        'Optional: a sentence shown under the result whenever this answer was chosen (e.g. that a clinician can confirm a stage estimated without periods to go by).',
    }),
  ],
  preview: {select: {title: 'label', subtitle: 'phase'}},
})
