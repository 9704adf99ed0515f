import {defineField, defineType} from 'sanity'

/** A big figure with a caption, e.g. "61%" / "of women report poor sleep". */
export const statItem = defineType({
  name: 'statItem',
  title: 'Figure',
  type: 'object',
  fields: [
    defineField({
      name: 'value',
      type: 'string',
      validation: (rule) => rule.required().error('The figure itself, e.g. 61%.'),
    }),
    defineField({
      name: 'label',
      type: 'string',
      validation: (rule) => rule.required().error('Say what the figure means.'),
    }),
  ],
  preview: {select: {title: 'value', subtitle: 'label'}},
})
