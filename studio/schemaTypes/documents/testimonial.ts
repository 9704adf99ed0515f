import {defineField, defineType} from 'sanity'
import {CommentIcon} from '@sanity/icons'
import {TESTIMONIAL_SECTIONS} from '../../../content-model/options'
import {byPosition, illustrativeFlag, positionField} from '../fields'

/**
 * A quote from a client. It shows under "What Women Are Saying", with its stars, only when the coach marks it as a
 * real customer's quote shared with consent (DECISIONS 37, FTC 16 CFR 465); everything else is an illustrative example.
 */
export const testimonial = defineType({
  name: 'testimonial',
  title: 'Testimonial',
  type: 'document',
  icon: CommentIcon,
  fields: [
    defineField({
      name: 'name',
      type: 'string',
      description: 'As the client agreed to be named, e.g. "Sarah M., 52".',
      validation: (rule) => rule.required().error('Add the name: the testimonials show it.'),
    }),
    defineField({
      name: 'content',
      title: 'Quote',
      type: 'text',
      rows: 4,
      validation: (rule) => rule.required().error('Add the quote: the testimonials show it.'),
    }),
    defineField({
      name: 'rating',
      type: 'number',
      options: {list: [1, 2, 3, 4, 5]},
      description:
        "The rating she gave. Shown as stars on a real customer's quote only; illustrative examples never show stars.",
      validation: (rule) =>
        rule
          .integer()
          .min(1)
          .max(5)
          .custom((value, {document}) =>
            document?.illustrative === false && value === undefined
              ? 'Add the rating she gave, from 1 to 5: her quote shows it as stars.'
              : true,
          ),
    }),
    defineField({
      name: 'photo',
      type: 'altImage',
      description: "Only a real client's photo, with her permission; never on an illustrative example.",
    }),
    defineField({
      name: 'section',
      type: 'string',
      options: {list: TESTIMONIAL_SECTIONS.map((s) => ({...s})), layout: 'radio'},
      initialValue: 'what-women-say',
      validation: (rule) => rule.required().error('Choose the section the quote appears in.'),
    }),
    illustrativeFlag('quote', 'Turn it off only for a real quote you have permission to use.'),
    defineField({
      name: 'customerConsent',
      title: 'A real customer, quoted with her consent',
      type: 'boolean',
      initialValue: false,
      hidden: ({document}) => document?.illustrative !== false,
      description:
        'Turn on only if she bought the toolkit and agreed, in writing you keep, to this quote and name being published. Until it is on, the quote shows as an illustrative example.',
      validation: (rule) =>
        rule.custom((value, {document}) =>
          document?.illustrative === false && value !== true
            ? 'Confirm she is a real customer who agreed to publication, or turn "Illustrative placeholder" back on.'
            : true,
        ),
    }),
    positionField,
  ],
  orderings: [byPosition],
  preview: {
    select: {
      title: 'name',
      content: 'content',
      illustrative: 'illustrative',
      consent: 'customerConsent',
      media: 'photo',
    },
    prepare: ({title, content, illustrative, consent, media}) => ({
      title: `${illustrative !== false || consent !== true ? '⚠️ Illustrative example · ' : ''}${title ?? ''}`,
      subtitle: content,
      media,
    }),
  },
})
