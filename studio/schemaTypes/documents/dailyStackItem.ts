import {defineField, defineType} from 'sanity'
import {ClockIcon} from '@sanity/icons'
import {STACK_TIMINGS, type StackTiming} from '../../../content-model/options'
import {purposeBeyondProfile, type ClaimProfile, type ClaimSymptom} from '../../lib/claims'
import {affiliateUrl} from '../../lib/validation'
import {byPosition, codeField, positionField, requiredChoice, requiredWith} from '../fields'

/** The linked profile's name and symptom lists, and the catalogue's words, for checking the purpose. */
const PROFILE_CLAIMS = `{
  "profile": *[_type == "remedy" && _id == $id][0]{name, "symptoms": coalesce(symptoms[]._ref, []), "noClearBenefitFor": coalesce(noClearBenefitFor[]._ref, [])},
  "catalogue": *[_type == "symptom"]{_id, name, claimWords}
}`

/** Taken morning and evening: the item shows in both columns, each with the dose for that time. */
const TWICE_A_DAY: StackTiming = 'Morning & Evening'

/** One item of the coach's personal daily stack (purchasers only). */
export const dailyStackItem = defineType({
  name: 'dailyStackItem',
  title: 'Daily stack item',
  type: 'document',
  icon: ClockIcon,
  fields: [
    defineField({
      name: 'name',
      type: 'string',
      validation: (rule) => rule.required().error('Add the name: the daily stack in the toolkit shows it.'),
    }),
    codeField({validation: requiredWith('Add the code: the daily stack in the toolkit shows it.')}),
    defineField({
      name: 'dosage',
      type: 'string',
      description:
        'The amount for the whole day. For a "Morning & Evening" item, the day\'s total: the toolkit shows it once, as "Daily total".',
      validation: (rule) => rule.required().error('Needed to show the dosage badge.'),
    }),
    requiredChoice({
      name: 'timing',
      description: '"Morning & Evening" items appear in both columns.',
      list: STACK_TIMINGS,
      layout: 'radio',
      message: 'Choose when it is taken: it decides the column it appears in.',
    }),
    defineField({
      name: 'dosePerTime',
      title: 'Dose each time',
      type: 'string',
      description:
        'The dose taken in the morning, and again in the evening (for example "50-75 mg elemental magnesium"). Both columns show it, so no one reads the day\'s total as each time\'s dose.',
      hidden: ({document}) => document?.timing !== TWICE_A_DAY,
      validation: (rule) =>
        rule.custom((value, {document}) =>
          document?.timing === TWICE_A_DAY && !value?.trim()
            ? 'Add the dose for each time: a "Morning & Evening" item shows it in both columns, with the dosage as the daily total.'
            : true,
        ),
    }),
    defineField({
      name: 'purpose',
      type: 'text',
      rows: 2,
      description: 'Name only benefits its remedy profile lists under "Symptoms it may help".',
      validation: (rule) => [
        rule.required().error('Add the purpose: the daily stack in the toolkit shows it.'),
        rule.custom(async (purpose: string | undefined, context) => {
          const id = (context.document as {remedy?: {_ref?: string}} | undefined)?.remedy?._ref
          if (!purpose || !id) return true
          const {profile, catalogue} = await context
            .getClient({apiVersion: '2025-01-01'})
            .fetch<{profile: ClaimProfile | null; catalogue: ClaimSymptom[]}>(PROFILE_CLAIMS, {id})
          return profile ? purposeBeyondProfile(purpose, profile, catalogue) : true
        }),
      ],
    }),
    defineField({name: 'note', type: 'text', rows: 2}),
    defineField({
      name: 'affiliateLink',
      title: 'Shop link',
      type: 'url',
      validation: (rule) =>
        affiliateUrl(
          rule.custom((value) =>
            value ? true : 'Add the shop link: the "Check out … here" button of the daily stack opens it.',
          ),
        ),
    }),
    defineField({
      name: 'remedy',
      title: 'Remedy profile',
      type: 'reference',
      to: [{type: 'remedy'}],
      description:
        'The remedy profile this item points to, if the database has one for the same substance. Its dose range bounds the dose here.',
    }),
    positionField,
  ],
  orderings: [byPosition],
  preview: {
    select: {title: 'name', timing: 'timing', dosage: 'dosage', dosePerTime: 'dosePerTime'},
    prepare: ({title, timing, dosage, dosePerTime}) => ({
      title,
      subtitle: [timing, timing === TWICE_A_DAY && dosePerTime ? `${dosePerTime} each time, ${dosage} a day` : dosage]
        .filter(Boolean)
        .join(' · '),
    }),
  },
})
