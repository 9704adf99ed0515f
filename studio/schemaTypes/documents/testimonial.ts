import {defineField, defineType} from 'sanity'
import {CommentIcon} from '@sanity/icons'
import {TESTIMONIAL_SECTIONS} from '../options'
import {byPosition, illustrativeFlag, positionField} from '../fields'

/** A quote from a client. Placeholders stay marked until the coach has a real, consented quote. */
export const testimonial = defineType({
  name: 'testimonial',
  title: 'Testimonial',
  type: 'document',
  icon: CommentIcon,
  fields: [
    defineField({name: 'name', type: 'string', description: 'As the client agreed to be named, e.g. "Sarah M., 52".', validation: (rule) => rule.required().error('Add the name: the testimonials show it.')}),
    defineField({name: 'content', title: 'Quote', type: 'text', rows: 4, validation: (rule) => rule.required().error('Add the quote: the testimonials show it.')}),
    defineField({name: 'rating', type: 'number', options: {list: [1, 2, 3, 4, 5]}, validation: (rule) => rule.required().integer().min(1).max(5).error('Add the rating from 1 to 5: a real quote shows it as stars (illustrative examples never show stars).')}),
    defineField({name: 'photo', type: 'altImage', description: "Only a real client's photo, with her permission; never on an illustrative example."}),
    defineField({
      name: 'section',
      type: 'string',
      options: {list: TESTIMONIAL_SECTIONS.map((s) => ({...s})), layout: 'radio'},
      initialValue: 'what-women-say',
      validation: (rule) => rule.required().error('Choose the section the quote appears in.'),
    }),
    illustrativeFlag('quote', 'Turn it off only for a real quote you have permission to use.'),
    positionField,
  ],
  orderings: [byPosition],
  preview: {
    select: {title: 'name', content: 'content', illustrative: 'illustrative', media: 'photo'},
    prepare: ({title, content, illustrative, media}) => ({title: `${illustrative ? '⚠️ Placeholder · ' : ''}${title ?? ''}`, subtitle: content, media}),
  },
})
