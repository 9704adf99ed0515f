import {defineField, defineType} from 'sanity'
import {ClockIcon} from '@sanity/icons'
import {STACK_TIMINGS} from '../options'
import {affiliateUrl} from '../../lib/validation'
import {byPosition, codeField, positionField, requiredChoice, requiredWith} from '../fields'

/** One item of the coach's personal daily stack (purchasers only). */
export const dailyStackItem = defineType({
  name: 'dailyStackItem',
  title: 'Daily stack item',
  type: 'document',
  icon: ClockIcon,
  fields: [
    defineField({name: 'name', type: 'string', validation: (rule) => rule.required().error('Add the name: the daily stack in the toolkit shows it.')}),
    codeField({validation: requiredWith('Add the code: the daily stack in the toolkit shows it.')}),
    defineField({name: 'dosage', type: 'string', validation: (rule) => rule.required().error('Needed to show the dosage badge.')}),
    requiredChoice({
      name: 'timing',
      description: '"Morning & Evening" items appear in both columns.',
      list: STACK_TIMINGS,
      layout: 'radio',
      message: 'Choose when it is taken: it decides the column it appears in.',
    }),
    defineField({name: 'purpose', type: 'text', rows: 2, validation: (rule) => rule.required().error('Add the purpose: the daily stack in the toolkit shows it.')}),
    defineField({name: 'note', type: 'text', rows: 2}),
    defineField({name: 'affiliateLink', title: 'Shop link', type: 'url', validation: (rule) => affiliateUrl(rule.custom((value) => (value ? true : 'Add the shop link: the "Check out … here" button of the daily stack opens it.')))}),
    positionField,
  ],
  orderings: [byPosition],
  preview: {select: {title: 'name', timing: 'timing', dosage: 'dosage'}, prepare: ({title, timing, dosage}) => ({title, subtitle: [timing, dosage].filter(Boolean).join(' · ')})},
})
