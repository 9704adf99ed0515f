import {defineField, defineType} from 'sanity'
import {CommentIcon} from '@sanity/icons'
import {TESTIMONIAL_SECTIONS} from '../options'

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
    defineField({
      name: 'illustrative',
      title: 'Illustrative placeholder',
      type: 'boolean',
      description: 'On while this is an example, not a real client quote. The site labels it "Illustrative example". Turn it off only for a real quote you have permission to use.',
      initialValue: true,
      validation: (rule) => rule.required().error('Say whether this is an illustrative example or a real, consented quote.'),
    }),
    defineField({name: 'sortOrder', title: 'Position', type: 'number', validation: (rule) => rule.required().integer().min(0).error('Give it a position: a whole number, 0 or more. The site lists these by position.')}),
  ],
  orderings: [{title: 'Position', name: 'position', by: [{field: 'sortOrder', direction: 'asc'}]}],
  preview: {
    select: {title: 'name', content: 'content', illustrative: 'illustrative', media: 'photo'},
    prepare: ({title, content, illustrative, media}) => ({title: `${illustrative ? '⚠️ Placeholder · ' : ''}${title ?? ''}`, subtitle: content, media}),
  },
})
