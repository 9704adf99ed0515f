import {defineField, defineType} from 'sanity'
import {CalendarIcon} from '@sanity/icons'
import {PHASE_SLUGS} from '../../../content-model/options'
import {byPosition, codeField, oneOfCodes, positionField} from '../fields'

/** A list of short points, at least one: the phase cards and the quiz result show them. */
const pointsField = ({name, title}: {name: string; title?: string}) =>
  defineField({
    name,
    ...(title ? {title} : {}),
    type: 'array',
    of: [{type: 'string'}],
    validation: (rule) =>
      rule
        .required()
        .min(1)
        .error(`Add the ${(title ?? name).toLowerCase()} (at least one): the phase cards and the quiz result show it.`),
  })

/** A menopause phase: the education card and the quiz result share this document. */
export const phase = defineType({
  name: 'phase',
  title: 'Phase',
  type: 'document',
  icon: CalendarIcon,
  fields: [
    defineField({name: 'title', type: 'string', validation: (rule) => rule.required().error('e.g. Perimenopause.')}),
    codeField({source: 'title', validation: oneOfCodes(PHASE_SLUGS)}),
    defineField({
      name: 'emoji',
      type: 'string',
      validation: (rule) => rule.required().error('Add the emoji: the phase cards and the quiz result show it.'),
    }),
    defineField({
      name: 'subtitle',
      type: 'string',
      description: 'e.g. The Transition Phase.',
      validation: (rule) => rule.required().error('Add the subtitle: the phase cards and the quiz result show it.'),
    }),
    defineField({
      name: 'duration',
      type: 'string',
      description: 'e.g. 4-8 years.',
      validation: (rule) => rule.required().error('Add the duration: the phase cards and the quiz result show it.'),
    }),
    defineField({
      name: 'description',
      type: 'text',
      rows: 3,
      validation: (rule) => rule.required().error('Add the description: the phase cards and the quiz result show it.'),
    }),
    pointsField({name: 'characteristics', title: 'Key characteristics'}),
    pointsField({name: 'recommendations'}),
    positionField,
  ],
  orderings: [byPosition],
  preview: {
    select: {title: 'title', emoji: 'emoji', subtitle: 'subtitle', duration: 'duration'},
    prepare: ({title, emoji, subtitle, duration}) => ({
      title: `${emoji ?? ''} ${title ?? ''}`.trim(),
      subtitle: [subtitle, duration].filter(Boolean).join(' · '),
    }),
  },
})
