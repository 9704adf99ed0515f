import {defineField, defineType} from 'sanity'
import {ClockIcon} from '@sanity/icons'
import {STACK_TIMINGS} from '../options'
import {affiliateUrl} from '../../lib/validation'

/** One item of the coach's personal daily stack (purchasers only). */
export const dailyStackItem = defineType({
  name: 'dailyStackItem',
  title: 'Daily stack item',
  type: 'document',
  icon: ClockIcon,
  fields: [
    defineField({name: 'name', type: 'string', validation: (rule) => rule.required()}),
    defineField({name: 'slug', title: 'Code', type: 'slug', options: {source: 'name'}, validation: (rule) => rule.required()}),
    defineField({name: 'dosage', type: 'string', validation: (rule) => rule.required().error('Needed to show the dosage badge.')}),
    defineField({
      name: 'timing',
      type: 'string',
      description: '"Morning & Evening" items appear in both columns.',
      options: {list: [...STACK_TIMINGS], layout: 'radio'},
      validation: (rule) => rule.required(),
    }),
    defineField({name: 'purpose', type: 'text', rows: 2, validation: (rule) => rule.required()}),
    defineField({name: 'note', type: 'text', rows: 2}),
    defineField({name: 'affiliateLink', title: 'Shop link', type: 'url', validation: (rule) => affiliateUrl(rule.required())}),
    defineField({name: 'sortOrder', title: 'Position', type: 'number', validation: (rule) => rule.required().integer().min(0)}),
  ],
  orderings: [{title: 'Position', name: 'position', by: [{field: 'sortOrder', direction: 'asc'}]}],
  preview: {select: {title: 'name', timing: 'timing', dosage: 'dosage'}, prepare: ({title, timing, dosage}) => ({title, subtitle: [timing, dosage].filter(Boolean).join(' · ')})},
})
