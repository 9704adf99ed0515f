import {defineField, defineType} from 'sanity'
import {StarIcon} from '@sanity/icons'
import {byPosition, illustrativeFlag, positionField} from '../fields'

/** A short before/after story ("Real Results from Real Women"). */
export const successStory = defineType({
  name: 'successStory',
  title: 'Success story',
  type: 'document',
  icon: StarIcon,
  fields: [
    defineField({
      name: 'name',
      type: 'string',
      validation: (rule) => rule.required().error('Add the name: the success stories show it.'),
    }),
    defineField({
      name: 'age',
      type: 'number',
      validation: (rule) =>
        rule.required().integer().min(30).max(90).error('Add the age: the success stories show it.'),
    }),
    defineField({
      name: 'issue',
      title: 'What she struggled with',
      type: 'string',
      validation: (rule) => rule.required().error('Add the what she struggled with: the success stories show it.'),
    }),
    defineField({
      name: 'result',
      title: 'What changed',
      type: 'text',
      rows: 3,
      validation: (rule) => rule.required().error('Add the what changed: the success stories show it.'),
    }),
    defineField({
      name: 'timeframe',
      type: 'string',
      description: 'e.g. "after 8 weeks".',
      validation: (rule) => rule.required().error('Add the timeframe: the success stories show it.'),
    }),
    illustrativeFlag('story'),
    positionField,
  ],
  orderings: [byPosition],
  preview: {
    select: {name: 'name', age: 'age', issue: 'issue', illustrative: 'illustrative'},
    prepare: ({name, age, issue, illustrative}) => ({
      title: `${illustrative ? '⚠️ Placeholder · ' : ''}${name ?? ''}, ${age ?? ''}`,
      subtitle: issue,
    }),
  },
})
