import {defineField, defineType} from 'sanity'

/** A card or list item with a heading and a short text: credentials, approach and trust cards, experiences. */
export const titledText = defineType({
  name: 'titledText',
  title: 'Card',
  type: 'object',
  fields: [
    defineField({
      name: 'icon',
      title: 'Icon (emoji)',
      type: 'string',
      description: 'One emoji shown beside the title, e.g. 🌿.',
    }),
    defineField({
      name: 'title',
      type: 'string',
      validation: (rule) => rule.required().error('Every card needs a title: it is the line visitors read first.'),
    }),
    defineField({name: 'description', type: 'text', rows: 3}),
  ],
  preview: {
    select: {title: 'title', subtitle: 'description', icon: 'icon'},
    prepare: ({title, subtitle, icon}) => ({title: `${icon ?? ''} ${title ?? ''}`.trim(), subtitle}),
  },
})
