import {defineField, defineType} from 'sanity'
import {StarIcon} from '@sanity/icons'

/** A short before/after story ("Real Results from Real Women"). */
export const successStory = defineType({
  name: 'successStory',
  title: 'Success story',
  type: 'document',
  icon: StarIcon,
  fields: [
    defineField({name: 'name', type: 'string', validation: (rule) => rule.required().error('Add the name: the success stories show it.')}),
    defineField({name: 'age', type: 'number', validation: (rule) => rule.required().integer().min(30).max(90).error('Add the age: the success stories show it.')}),
    defineField({name: 'issue', title: 'What she struggled with', type: 'string', validation: (rule) => rule.required().error('Add the what she struggled with: the success stories show it.')}),
    defineField({name: 'result', title: 'What changed', type: 'text', rows: 3, validation: (rule) => rule.required().error('Add the what changed: the success stories show it.')}),
    defineField({name: 'timeframe', type: 'string', description: 'e.g. "after 8 weeks".', validation: (rule) => rule.required().error('Add the timeframe: the success stories show it.')}),
    defineField({
      name: 'illustrative',
      title: 'Illustrative placeholder',
      type: 'boolean',
      description: 'On while this is an example, not a real client story. The site labels it "Illustrative example".',
      initialValue: true,
      validation: (rule) => rule.required().error('Say whether this is an illustrative example or a real, consented story.'),
    }),
    defineField({name: 'sortOrder', title: 'Position', type: 'number', validation: (rule) => rule.required().integer().min(0).error('Give it a position: a whole number, 0 or more. The site lists these by position.')}),
  ],
  orderings: [{title: 'Position', name: 'position', by: [{field: 'sortOrder', direction: 'asc'}]}],
  preview: {
    select: {name: 'name', age: 'age', issue: 'issue', illustrative: 'illustrative'},
    prepare: ({name, age, issue, illustrative}) => ({title: `${illustrative ? '⚠️ Placeholder · ' : ''}${name ?? ''}, ${age ?? ''}`, subtitle: issue}),
  },
})
