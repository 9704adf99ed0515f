import {defineField, defineType} from 'sanity'
import {httpsUrl} from '../../lib/validation'

/** A labelled outbound link (community group, social page, guides). */
export const externalLink = defineType({
  name: 'externalLink',
  title: 'Link',
  type: 'object',
  fields: [
    defineField({
      name: 'label',
      type: 'string',
      validation: (rule) => rule.required().error('The words visitors click.'),
    }),
    defineField({name: 'url', title: 'URL', type: 'url', validation: (rule) => httpsUrl(rule.required(), 'The link')}),
  ],
  preview: {select: {title: 'label', subtitle: 'url'}},
})
