import {defineArrayMember, defineField, defineType} from 'sanity'
import {sectionHeading} from '../fields'
import {MoonIcon} from '@sanity/icons'

/** The sleep section: a teaser for visitors, the full guide in the toolkit. */
export const sleepGuide = defineType({
  name: 'sleepGuide',
  title: 'Sleep guide',
  type: 'document',
  icon: MoonIcon,
  fields: [
    ...sectionHeading('the sleep section'),
    defineField({
      name: 'teaser',
      title: 'Teaser for visitors',
      type: 'text',
      rows: 3,
      validation: (rule) => rule.required().error('Add the teaser for visitors: the sleep section shows it.'),
    }),
    defineField({
      name: 'challenges',
      title: 'Sleep challenges',
      type: 'array',
      of: [defineArrayMember({type: 'titledText'})],
      validation: (rule) => rule.required().length(7).error('The guide offers seven challenges to choose from.'),
    }),
    defineField({
      name: 'tipCategories',
      title: 'Tip groups',
      type: 'array',
      of: [defineArrayMember({type: 'tipCategory'})],
      validation: (rule) =>
        rule.required().length(3).error('Add the tip groups (exactly three): the sleep section shows it.'),
    }),
    defineField({
      name: 'stats',
      title: 'Figures',
      type: 'array',
      of: [defineArrayMember({type: 'statItem'})],
      validation: (rule) =>
        rule.required().length(3).error('Add the figures (exactly three): the sleep section shows it.'),
    }),
    defineField({
      name: 'consultList',
      title: 'When to consult your healthcare provider',
      type: 'array',
      of: [defineArrayMember({type: 'string'})],
      validation: (rule) =>
        rule
          .required()
          .min(1)
          .error('Add the when to consult your healthcare provider (at least one): the sleep section shows it.'),
    }),
  ],
  preview: {select: {title: 'title'}},
})
