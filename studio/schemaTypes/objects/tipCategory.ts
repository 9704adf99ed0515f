import {defineField, defineType} from 'sanity'

/** A group of practical tips (sleep tip categories, emotional wellness strategies). */
export const tipCategory = defineType({
  name: 'tipCategory',
  title: 'Tip group',
  type: 'object',
  fields: [
    defineField({name: 'icon', title: 'Icon (emoji)', type: 'string'}),
    defineField({
      name: 'title',
      type: 'string',
      validation: (rule) => rule.required().error('Name the group, e.g. Sleep Environment.'),
    }),
    defineField({name: 'description', type: 'text', rows: 2}),
    defineField({
      name: 'tips',
      type: 'array',
      of: [{type: 'string'}],
      validation: (rule) => rule.required().min(1).error('Add at least one tip.'),
    }),
  ],
  preview: {
    select: {title: 'title', tips: 'tips'},
    prepare: ({title, tips}) => ({title, subtitle: `${(tips ?? []).length} tips`}),
  },
})
