import {defineField, defineType} from 'sanity'
import {HelpCircleIcon} from '@sanity/icons'
import {QUIZ_QUESTION_IDS} from '../options'
import {byPosition, positionField, requiredChoice} from '../fields'

/** A question of the phase quiz; its answers vote for phases. */
export const phaseQuizQuestion = defineType({
  name: 'phaseQuizQuestion',
  title: 'Phase quiz question',
  type: 'document',
  icon: HelpCircleIcon,
  fields: [
    requiredChoice({
      name: 'questionId',
      title: 'Code',
      description:
        'The scoring reads the "periods" answer: a "stopped" answer means post-menopause. The red flags read the answer codes too: periods "stopped", "approaching" or "bleeding-after-stopped", age "under40".',
      list: QUIZ_QUESTION_IDS,
      message: 'Choose the code: the scoring needs to know which question this is.',
    }),
    defineField({name: 'question', type: 'string', validation: (rule) => rule.required().error('Add the question: the phase quiz shows it.')}),
    defineField({
      name: 'options',
      title: 'Answers',
      type: 'array',
      of: [{type: 'quizOption'}],
      validation: (rule) => rule.required().min(2).error('A question needs at least two answers.'),
    }),
    positionField,
  ],
  orderings: [byPosition],
  preview: {select: {title: 'question', subtitle: 'questionId'}},
})
