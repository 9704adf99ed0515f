import {defineField, defineType} from 'sanity'
import {HeartIcon} from '@sanity/icons'
import {
  EVIDENCE_LEVELS,
  FREE_REMEDY_COUNT,
  INGESTIBLE_CATEGORIES,
  REMEDY_CATEGORIES,
} from '../../../content-model/options'
import {topPriorityMessage, topPriorityWithoutSource, type BackedSource} from '../../lib/claims'
import {affiliateUrl} from '../../lib/validation'
import {requiredChoice} from '../fields'

type RemedyDoc = {category?: string}
type Ref = {_ref?: string}
type RemedyRefs = {symptoms?: Ref[]; sources?: BackedSource[]}
const refs = (list: Ref[] | undefined) => (list ?? []).map((item) => item._ref ?? '')
const isIngestible = (doc: unknown) =>
  INGESTIBLE_CATEGORIES.includes((doc as RemedyDoc | undefined)?.category as (typeof INGESTIBLE_CATEGORIES)[number])

/** Supplements and herbs are swallowed: a profile without dose or side effects is unsafe to publish. */
const neededForIngestible = (what: string) => (value: unknown, context: {document?: unknown}) =>
  isIngestible(context.document) && (typeof value !== 'string' || value.trim() === '')
    ? `${what} is needed for supplements and herbs, so readers can use them safely.`
    : true

/**
 * A remedy or supplement profile. The first FREE_REMEDY_COUNT by position are free previews;
 * the long-form fields of the others are only sent to purchasers.
 */
export const remedy = defineType({
  name: 'remedy',
  title: 'Remedy',
  type: 'document',
  icon: HeartIcon,
  groups: [
    {name: 'card', title: 'Card', default: true},
    {name: 'profile', title: 'Full profile'},
  ],
  fields: [
    defineField({
      name: 'name',
      type: 'string',
      group: 'card',
      validation: (rule) => rule.required().error('The remedy needs a name.'),
    }),
    defineField({
      name: 'slug',
      title: 'Web address',
      type: 'slug',
      group: 'card',
      description: 'Used for its page (/remedies/…) and for favorites. Do not change it once published.',
      options: {source: 'name'},
      validation: (rule) => rule.required().error('Generate it from the name.'),
    }),
    defineField({
      name: 'sortOrder',
      title: 'Position',
      type: 'number',
      group: 'card',
      description: `Remedies are listed by position. Positions 1–${FREE_REMEDY_COUNT} are the free preview everyone sees.`,
      validation: (rule) => rule.required().integer().min(1).error('Give every remedy a position (1 or more).'),
    }),
    defineField({name: 'emoji', type: 'string', group: 'card', description: 'Shown when there is no photo.'}),
    defineField({
      name: 'image',
      title: 'Photo',
      type: 'altImage',
      group: 'card',
      description: 'Shown instead of the emoji when set.',
    }),
    defineField({
      name: 'description',
      type: 'text',
      rows: 3,
      group: 'card',
      validation: (rule) =>
        rule.required().max(400).error('A short description (up to 400 characters) is shown on the card.'),
    }),
    defineField({
      name: 'symptoms',
      title: 'Symptoms it may help',
      type: 'array',
      group: 'card',
      of: [{type: 'reference', to: [{type: 'symptom'}]}],
      description:
        'The assessment recommends remedies by these symptoms. Never pick a marketing term (Hormonal Balance, Estrogen Support) as a reason to recommend a product.',
      validation: (rule) =>
        rule
          .unique()
          .custom((value: unknown[] | undefined, context: {document?: unknown}) =>
            (value?.length ?? 0) > 0 ||
            (context.document as {referenceOnly?: boolean} | undefined)?.referenceOnly === true
              ? true
              : 'Pick at least one symptom (the assessment recommends remedies by symptom), or mark the profile "Reference only".',
          ),
    }),
    defineField({
      name: 'moderateEvidenceFor',
      title: 'At least moderate evidence for',
      type: 'array',
      group: 'card',
      of: [{type: 'reference', to: [{type: 'symptom'}]}],
      description:
        'Of the symptoms above, only those for which your sources show at least moderate evidence: each needs a source below marked as backing it. The personalised card calls the remedy a "Top Priority" for these and for nothing else.',
      validation: (rule) =>
        rule.unique().custom(async (value: Ref[] | undefined, context) => {
          const doc = context.document as RemedyRefs | undefined
          const listed = refs(doc?.symptoms)
          if (!refs(value).every((id) => listed.includes(id))) {
            return 'Only symptoms listed under "Symptoms it may help" can have at least moderate evidence.'
          }
          const unbacked = topPriorityWithoutSource(refs(value), doc?.sources)
          if (unbacked.length === 0) return true
          const names = await context
            .getClient({apiVersion: '2025-01-01'})
            .fetch<string[]>('*[_type == "symptom" && _id in $ids] | order(sortOrder asc).name', {ids: unbacked})
          return topPriorityMessage(names.length > 0 ? names : unbacked)
        }),
    }),
    defineField({
      name: 'noClearBenefitFor',
      title: 'Studied without clear benefit for',
      type: 'array',
      group: 'card',
      of: [{type: 'reference', to: [{type: 'symptom'}]}],
      description:
        'Symptoms for which good trials or reviews found no clear benefit over placebo (e.g. flaxseed for hot flashes). The remedy is never recommended for these.',
      validation: (rule) =>
        rule.unique().custom((value: Ref[] | undefined, context: {document?: unknown}) => {
          const listed = refs((context.document as RemedyRefs | undefined)?.symptoms)
          const clash = refs(value).filter((id) => listed.includes(id))
          return clash.length === 0
            ? true
            : 'A symptom the research found no clear benefit for cannot also be under "Symptoms it may help": remove it there.'
        }),
    }),
    defineField({
      name: 'referenceOnly',
      title: 'Reference only',
      type: 'boolean',
      group: 'card',
      initialValue: false,
      description:
        'On for products sold on marketing claims rather than evidence (e.g. DIM): the profile stays in the database so readers can look it up, and the assessment never recommends it.',
    }),
    defineField({
      name: 'benefits',
      type: 'array',
      group: 'card',
      of: [{type: 'string'}],
      description: 'Short benefit lines for teaser cards.',
    }),
    defineField({
      name: 'usage',
      type: 'text',
      rows: 2,
      group: 'card',
      validation: (rule) => rule.required().error('Say briefly how it is used; the card shows it.'),
    }),
    requiredChoice({
      name: 'evidenceLevel',
      group: 'card',
      list: EVIDENCE_LEVELS,
      message: 'Choose the level that matches the research honestly.',
    }),
    requiredChoice({name: 'category', group: 'card', list: REMEDY_CATEGORIES, message: 'Choose a category.'}),
    defineField({name: 'whatItIs', title: 'What It Is', type: 'text', rows: 4, group: 'profile'}),
    defineField({name: 'inAction', title: 'In Action', type: 'text', rows: 4, group: 'profile'}),
    defineField({
      name: 'evidence',
      type: 'text',
      rows: 5,
      group: 'profile',
      validation: (rule) => rule.custom(neededForIngestible('A summary of the evidence')),
    }),
    defineField({
      name: 'dosage',
      type: 'text',
      rows: 3,
      group: 'profile',
      validation: (rule) => rule.custom(neededForIngestible('The usual dose')),
    }),
    defineField({
      name: 'sideEffects',
      title: 'Side Effects & Considerations',
      type: 'text',
      rows: 5,
      group: 'profile',
      description: 'Side effects, interactions and who should avoid it. Blank lines start new paragraphs.',
      validation: (rule) => rule.custom(neededForIngestible('Side effects and who should avoid it')),
    }),
    defineField({
      name: 'sources',
      type: 'array',
      group: 'profile',
      of: [{type: 'source'}],
      description:
        '1 to 3 public references you have read that back this profile (NIH ODS or NCCIH fact sheets, The Menopause Society, Cochrane). Never list a source you have not checked; where none fits, soften the claim instead.',
      validation: (rule) => [
        rule.required().min(1).error('Cite at least one public source you have read: every profile is sourced.'),
        rule.max(3).error('List at most 3 sources: the most authoritative ones.'),
      ],
    }),
    defineField({
      name: 'affiliateLink',
      title: 'Shop link',
      type: 'url',
      group: 'profile',
      description:
        'Retail link (your Amazon Associates tag from Site settings is added when the site is built). Leave empty for lifestyle remedies.',
      validation: affiliateUrl,
    }),
  ],
  orderings: [{title: 'Position', name: 'position', by: [{field: 'sortOrder', direction: 'asc'}]}],
  preview: {
    select: {title: 'name', position: 'sortOrder', evidence: 'evidenceLevel', category: 'category', media: 'image'},
    prepare: ({title, position, evidence, category, media}) => ({
      title: `${position ?? '?'}. ${title ?? ''}`,
      subtitle: [position && position <= FREE_REMEDY_COUNT ? 'Free preview' : null, category, evidence]
        .filter(Boolean)
        .join(' · '),
      media,
    }),
  },
})
