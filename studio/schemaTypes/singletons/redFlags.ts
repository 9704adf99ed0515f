import {defineField, defineType} from 'sanity'
import {WarningOutlineIcon} from '@sanity/icons'

const needed = (what: string) => `Add ${what}: the assessment and the phase quiz show it when answers call for it.`

/**
 * The "see a clinician" card of the assessment and the phase quiz (DECISIONS 32). Which answers
 * raise each message is fixed in code; the words are the coach's, reviewed like remedy text.
 */
export const redFlags = defineType({
  name: 'redFlags',
  title: 'Red flags (see a clinician)',
  type: 'document',
  icon: WarningOutlineIcon,
  fields: [
    defineField({name: 'heading', type: 'string', validation: (rule) => rule.required().error(needed('the heading'))}),
    defineField({
      name: 'intro',
      type: 'text',
      rows: 2,
      validation: (rule) => rule.required().error(needed('the intro')),
    }),
    defineField({
      name: 'earlyMenopause',
      title: 'Changes or symptoms before 40',
      description:
        'Shown first when the visitor is under 40 and her quiz answers show any change of her periods (irregular, months apart, paused, stopped), symptoms, or removed ovaries (premature ovarian insufficiency, DECISIONS 45).',
      type: 'redFlagMessage',
      validation: (rule) => rule.required().error(needed('this message')),
    }),
    defineField({
      name: 'palpitations',
      title: 'Heart palpitations rated 4–5 or not rated',
      type: 'redFlagMessage',
      validation: (rule) => rule.required().error(needed('this message')),
    }),
    defineField({
      name: 'mood',
      title: 'Depression or anxiety rated 4–5 or not rated',
      description: 'Shown with the crisis line below. A symptom chosen but left unrated raises it too.',
      type: 'redFlagMessage',
      validation: (rule) => rule.required().error(needed('this message')),
    }),
    defineField({
      name: 'bleedingAfterMenopause',
      title: 'Bleeding after menopause',
      description: 'Shown when the quiz answer says there has been bleeding after 12 months without a period.',
      type: 'redFlagMessage',
      validation: (rule) => rule.required().error(needed('this message')),
    }),
    defineField({
      name: 'bleedingOnHrt',
      title: 'Unexpected bleeding on HRT',
      description:
        'Shown when she records bleeding or spotting in the tracker and says it was not a bleed she expected on her HRT.',
      type: 'redFlagMessage',
      validation: (rule) => rule.required().error(needed('this message')),
    }),
    defineField({
      name: 'heavyBleeding',
      title: 'Heavy or prolonged bleeding',
      description: 'Shown whenever the assessment symptom "Heavy or Prolonged Bleeding" is chosen, at any rating.',
      type: 'redFlagMessage',
      validation: (rule) => rule.required().error(needed('this message')),
    }),
    defineField({
      name: 'severeHeadache',
      title: 'New or sudden severe headache',
      description:
        'Shown whenever the assessment symptom "New or Severe Headache" is chosen, at any rating. Say when to call emergency services.',
      type: 'redFlagMessage',
      validation: (rule) => rule.required().error(needed('this message')),
    }),
    defineField({
      name: 'earlyMenopause40to44',
      title: 'Periods stopping at 40 to 44',
      description:
        'Shown when the quiz answers say periods have stopped, paused or are months apart and the visitor is 40 to 44: a "see your doctor" message, less urgent than before 40.',
      type: 'redFlagMessage',
      validation: (rule) => rule.required().error(needed('this message')),
    }),
    defineField({
      name: 'hotFlashOptions',
      title: 'Treatments to ask about for hot flashes',
      description:
        'Not a warning: shown in the assessment whenever hot flashes or night sweats are chosen. Name the treatments with real evidence (hormone therapy; CBT, clinical hypnosis, some SSRIs/SNRIs, gabapentin, fezolinetant, weight loss where relevant) as things to ask a clinician about.',
      type: 'redFlagMessage',
      validation: (rule) => rule.required().error(needed('this note')),
    }),
    defineField({
      name: 'crisisText',
      title: 'Crisis line text',
      description:
        'Shown with the depression and anxiety message. Name the US line (988) and tell readers elsewhere to call their local emergency number or crisis line.',
      type: 'text',
      rows: 2,
      validation: (rule) => rule.required().error(needed('the crisis line text')),
    }),
    defineField({
      name: 'crisisPhone',
      title: 'Crisis line number',
      description: 'Dialled from the "call" and "text" buttons: 988 is the US Suicide & Crisis Lifeline.',
      type: 'string',
      validation: (rule) =>
        rule
          .required()
          .regex(/^[0-9]{3,15}$/)
          .error('Digits only (988 for the US Suicide & Crisis Lifeline): phones dial it as written.'),
    }),
  ],
  preview: {
    select: {title: 'heading'},
    prepare: ({title}) => ({title: title ?? 'Red flags', subtitle: 'Assessment and phase quiz'}),
  },
})
