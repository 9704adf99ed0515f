import {defineField, defineType} from 'sanity'
import {PackageIcon} from '@sanity/icons'
import {affiliateUrl} from '../../lib/validation'
import {byPosition, codeField, positionField, requiredWith} from '../fields'

/** A card of the landing page's "Recommended Supplements" section. */
export const supplementCategory = defineType({
  name: 'supplementCategory',
  title: 'Supplement card',
  type: 'document',
  icon: PackageIcon,
  fields: [
    defineField({
      name: 'name',
      type: 'string',
      validation: (rule) => rule.required().error('The supplement name on the card.'),
    }),
    codeField({validation: requiredWith('Add the code: the supplement card shows it.')}),
    defineField({
      name: 'category',
      title: 'Category label',
      type: 'string',
      description: 'e.g. "Hot flash support".',
      validation: (rule) => rule.required().error('Add the category label: the supplement card shows it.'),
    }),
    defineField({name: 'emoji', type: 'string'}),
    defineField({name: 'image', type: 'altImage', description: 'Shown instead of the emoji when set.'}),
    defineField({
      name: 'description',
      type: 'text',
      rows: 3,
      validation: (rule) => rule.required().error('Add the description: the supplement card shows it.'),
    }),
    defineField({
      name: 'benefits',
      type: 'array',
      of: [{type: 'string'}],
      validation: (rule) => rule.required().min(1).error('List at least one benefit.'),
    }),
    defineField({name: 'note', type: 'string', description: 'A short caution or tip under the benefits.'}),
    defineField({
      name: 'affiliateLink',
      title: 'Shop link',
      type: 'url',
      description:
        'Retail link, shown as "Shop" (your Amazon Associates tag from Site settings, and its disclosure, are added when the site is built).',
      validation: affiliateUrl,
    }),
    defineField({name: 'inToolkit', title: 'Profile is in the toolkit', type: 'boolean', initialValue: true}),
    defineField({
      name: 'remedy',
      title: 'Matching remedy profile',
      type: 'reference',
      to: [{type: 'remedy'}],
      description: '"View Recommendations" opens the toolkit filtered to this remedy.',
      validation: (rule) => rule.required().error('Link the remedy profile the button should open.'),
    }),
    positionField,
  ],
  orderings: [byPosition],
  preview: {select: {title: 'name', subtitle: 'category', media: 'image'}},
})
