import {defineField, defineType} from 'sanity'
import {FilterIcon} from '@sanity/icons'
import {SYMPTOM_CATEGORY_IDS} from '../options'
import {hexColorRule} from '../objects/hexColor'

/** The five filter chips of the remedies database; symptoms point at one of them. */
export const symptomCategory = defineType({
  name: 'symptomCategory',
  title: 'Symptom category',
  type: 'document',
  icon: FilterIcon,
  fields: [
    defineField({name: 'name', type: 'string', validation: (rule) => rule.required().error('Shown on the filter chip.')}),
    defineField({
      name: 'slug',
      title: 'Code',
      type: 'slug',
      description: 'Fixed codes the toolkit filters by.',
      options: {source: 'name'},
      validation: (rule) =>
        rule.required().custom((slug) =>
          slug?.current && (SYMPTOM_CATEGORY_IDS as readonly string[]).includes(slug.current)
            ? true
            : `Use one of: ${SYMPTOM_CATEGORY_IDS.join(', ')}.`,
        ),
    }),
    defineField({name: 'badgeColor', title: 'Badge colour', type: 'string', validation: (rule) => hexColorRule(rule.required())}),
    defineField({name: 'sortOrder', title: 'Position', type: 'number', validation: (rule) => rule.required().integer().min(0).error('Give it a position: a whole number, 0 or more. The site lists these by position.')}),
  ],
  orderings: [{title: 'Position', name: 'position', by: [{field: 'sortOrder', direction: 'asc'}]}],
  preview: {select: {title: 'name', subtitle: 'slug.current'}},
})
