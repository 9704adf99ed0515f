import {defineArrayMember, defineField, defineType} from 'sanity'
import {sectionHeading} from '../fields'
import {SunIcon} from '@sanity/icons'

/** The emotional wellness section: common experiences (public) and strategy groups (toolkit). */
export const emotionalWellness = defineType({
  name: 'emotionalWellness',
  title: 'Emotional wellness',
  type: 'document',
  icon: SunIcon,
  fields: [
    ...sectionHeading('the emotional wellness section'),
    defineField({
      name: 'experiences',
      title: 'Common emotional experiences',
      type: 'array',
      of: [defineArrayMember({type: 'titledText'})],
      validation: (rule) =>
        rule
          .required()
          .length(6)
          .error('Add the common emotional experiences (exactly six): the emotional wellness section shows it.'),
    }),
    defineField({
      name: 'categories',
      title: 'Strategy groups',
      type: 'array',
      of: [defineArrayMember({type: 'tipCategory'})],
      validation: (rule) =>
        rule
          .required()
          .length(3)
          .error('Add the strategy groups (exactly three): the emotional wellness section shows it.'),
    }),
  ],
  preview: {select: {title: 'title'}},
})
