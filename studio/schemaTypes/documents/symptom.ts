import {defineField, defineType} from 'sanity'
import {ActivityIcon} from '@sanity/icons'
import {hexColorRule} from '../objects/hexColor'
import {byPosition, codeField, positionField, requiredWith} from '../fields'

/** One entry of the 40-symptom catalogue of the assessment. */
export const symptom = defineType({
  name: 'symptom',
  title: 'Symptom',
  type: 'document',
  icon: ActivityIcon,
  fields: [
    defineField({
      name: 'name',
      type: 'string',
      validation: (rule) => rule.required().error('Shown beside the checkbox in the assessment.'),
    }),
    codeField({
      description:
        'Stable code used by remedies and saved assessments (e.g. hot-flashes). Do not change it once published.',
      validation: requiredWith('The code links remedies to this symptom.'),
    }),
    defineField({
      name: 'icon',
      title: 'Icon (emoji)',
      type: 'string',
      validation: (rule) => rule.required().error('Shown beside the name.'),
    }),
    defineField({name: 'color', title: 'Colour', type: 'string', validation: (rule) => hexColorRule(rule.required())}),
    defineField({
      name: 'badgeColor',
      title: 'Badge colour',
      type: 'string',
      validation: (rule) => hexColorRule(rule.required()),
    }),
    defineField({
      name: 'category',
      type: 'reference',
      to: [{type: 'symptomCategory'}],
      description: 'The toolkit filter this symptom belongs to, if any.',
    }),
    defineField({
      name: 'claimWords',
      title: 'Words for it in a claim',
      type: 'array',
      of: [{type: 'string'}],
      options: {layout: 'tags'},
      description:
        'Other words a daily stack purpose may use for this symptom (e.g. "hair" for Hair Thinning). The Studio checks that a purpose names only symptoms its remedy profile lists.',
    }),
    positionField,
  ],
  orderings: [byPosition],
  preview: {
    select: {title: 'name', icon: 'icon', code: 'slug.current', category: 'category.name'},
    prepare: ({title, icon, code, category}) => ({
      title: `${icon ?? ''} ${title ?? ''}`.trim(),
      subtitle: [code, category].filter(Boolean).join(' · '),
    }),
  },
})
