import {defineField, defineType} from 'sanity'
import {FilterIcon} from '@sanity/icons'
import {SYMPTOM_CATEGORY_IDS} from '../../../content-model/options'
import {hexColorRule} from '../objects/hexColor'
import {byPosition, codeField, oneOfCodes, positionField} from '../fields'

/** The five filter chips of the remedies database; symptoms point at one of them. */
export const symptomCategory = defineType({
  name: 'symptomCategory',
  title: 'Symptom category',
  type: 'document',
  icon: FilterIcon,
  fields: [
    defineField({
      name: 'name',
      type: 'string',
      validation: (rule) => rule.required().error('Shown on the filter chip.'),
    }),
    codeField({description: 'Fixed codes the toolkit filters by.', validation: oneOfCodes(SYMPTOM_CATEGORY_IDS)}),
    defineField({
      name: 'badgeColor',
      title: 'Badge colour',
      type: 'string',
      validation: (rule) => hexColorRule(rule.required()),
    }),
    positionField,
  ],
  orderings: [byPosition],
  preview: {select: {title: 'name', subtitle: 'slug.current'}},
})
