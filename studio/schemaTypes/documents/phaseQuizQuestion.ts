import {defineField, defineType} from 'sanity'
import {HelpCircleIcon} from '@sanity/icons'
import {PERIODS_ANSWER_STAGES, QUIZ_QUESTION_IDS} from '../../../content-model/options'
import {byPosition, positionField, requiredChoice} from '../fields'

/** A question of the phase quiz; its answers vote for phases, except the periods answers, which set the stage. */
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
        'The periods answer sets the stage by itself (fixed in code, STRAW+10): periods still coming ("regular", "irregular", "approaching") mean perimenopause, "missed" (under 12 months) menopause, "stopped" or "bleeding-after-stopped" post-menopause; "cant-tell" leaves it to the symptom and age answers. The red flags read the codes too: periods "approaching", "missed", "stopped" or "bleeding-after-stopped" with age "under40" or "40-45".',
      list: QUIZ_QUESTION_IDS,
      message: 'Choose the code: the scoring needs to know which question this is.',
    }),
    defineField({
      name: 'question',
      type: 'string',
      validation: (rule) => rule.required().error('Add the question: the phase quiz shows it.'),
    }),
    defineField({
      name: 'options',
      title: 'Answers',
      type: 'array',
      of: [{type: 'quizOption'}],
      validation: (rule) => [
        rule.required().min(2).error('A question needs at least two answers.'),
        rule.custom((options: Array<{value?: string}> | undefined, context) => {
          if ((context.document as {questionId?: string} | undefined)?.questionId !== 'periods') return true
          const unknown = (options ?? []).map((o) => o.value ?? '').filter((value) => !(value in PERIODS_ANSWER_STAGES))
          return unknown.length === 0
            ? true
            : `The stage is fixed in code for these periods answers only: ${Object.keys(PERIODS_ANSWER_STAGES).join(', ')}. Unknown: ${unknown.join(', ')}.`
        }),
      ],
    }),
    positionField,
  ],
  orderings: [byPosition],
  preview: {select: {title: 'question', subtitle: 'questionId'}},
})
