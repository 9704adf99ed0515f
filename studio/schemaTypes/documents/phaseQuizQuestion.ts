import {defineField, defineType} from 'sanity'
import {HelpCircleIcon} from '@sanity/icons'
import {PERIODS_ANSWER_RULES, QUIZ_QUESTION_IDS} from '../../../content-model/options'
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
        'The periods answer sets the rule (fixed in code, STRAW+10, see docs/health-rules.md): "regular" is the reproductive stage without symptoms and perimenopause with them; "irregular", "approaching" and "missed" (under 12 months) perimenopause; "stopped" or "bleeding-after-stopped" post-menopause; "ovaries-removed" a surgical menopause; "hysterectomy-ovaries-kept" and "hormonal" leave it to the symptom and age answers. Under 40 any change or symptom shows the premature ovarian insufficiency card; at 40–44 a late transition or menopause shows the early-menopause card.',
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
          const unknown = (options ?? []).map((o) => o.value ?? '').filter((value) => !(value in PERIODS_ANSWER_RULES))
          return unknown.length === 0
            ? true
            : `The stage rule is fixed in code for these periods answers only: ${Object.keys(PERIODS_ANSWER_RULES).join(', ')}. Unknown: ${unknown.join(', ')}.`
        }),
      ],
    }),
    positionField,
  ],
  orderings: [byPosition],
  preview: {select: {title: 'question', subtitle: 'questionId'}},
})
