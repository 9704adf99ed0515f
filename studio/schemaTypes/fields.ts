import {defineField, defineType, type SlugRule, type SortOrdering, type StringRule} from 'sanity'

/**
 * Fields that several content types share, each with its one wording for editors. A factory here only where the
 * fields really are the same thing (same type, rule and message), not where they merely look alike.
 */

/** A rule whose `required()` and `error()` keep its own type (every Sanity rule type does). */
type RequirableRule<R> = {required: () => R; error: (message: string) => R}

/** Required, with the sentence that tells the editor why. */
export const requiredWith =
  (message: string) =>
  <R extends RequirableRule<R>>(rule: R) =>
    rule.required().error(message)

/** "Position": the site lists these documents by it (0 or more), and so does the Studio. */
export const positionField = defineField({
  name: 'sortOrder',
  title: 'Position',
  type: 'number',
  validation: (rule) =>
    rule
      .required()
      .integer()
      .min(0)
      .error('Give it a position: a whole number, 0 or more. The site lists these by position.'),
})

export const byPosition: SortOrdering = {
  title: 'Position',
  name: 'position',
  by: [{field: 'sortOrder', direction: 'asc'}],
}

/** "Code": a stable slug generated from another field, which the site and stored data refer to. */
export function codeField({
  source = 'name',
  description,
  validation,
}: {
  source?: string
  description?: string
  validation: (rule: SlugRule) => SlugRule
}) {
  return defineField({
    name: 'slug',
    title: 'Code',
    type: 'slug',
    ...(description ? {description} : {}),
    options: {source},
    validation,
  })
}

/** The rule of a code the site fixes (phases, filter chips): required and one of `codes`. */
export const oneOfCodes = (codes: readonly string[]) => (rule: SlugRule) =>
  rule
    .required()
    .custom((slug) => (slug?.current && codes.includes(slug.current) ? true : `Use one of: ${codes.join(', ')}.`))

/** A required pick from one of the fixed lists in options.ts. */
export function requiredChoice({
  list,
  message,
  layout,
  ...field
}: {
  name: string
  title?: string
  list: readonly string[]
  message: string
  layout?: 'radio'
  description?: string
  group?: string
}) {
  return defineField({
    type: 'string',
    ...field,
    options: {list: [...list], ...(layout ? {layout} : {})},
    validation: requiredWith(message),
  })
}

/**
 * Testimonials and success stories start as illustrative examples: on until the coach has a real, consented one,
 * and the site labels them so.
 */
export function illustrativeFlag(what: 'quote' | 'story', moreDescription = '') {
  return defineField({
    name: 'illustrative',
    title: 'Illustrative placeholder',
    type: 'boolean',
    description: `On while this is an example, not a real client ${what}. The site labels it "Illustrative example".${moreDescription ? ` ${moreDescription}` : ''}`,
    initialValue: true,
    validation: requiredWith(`Say whether this is an illustrative example or a real, consented ${what}.`),
  })
}

/** A guide section's heading and intro (sleep, emotional wellness): both required, the section shows them. */
export const sectionHeading = (section: string) => [
  defineField({name: 'title', type: 'string', validation: requiredWith(`Add the title: ${section} shows it.`)}),
  defineField({name: 'intro', type: 'text', rows: 3, validation: requiredWith(`Add the intro: ${section} shows it.`)}),
]

/**
 * A picture with a hotspot and its description for screen readers, then any `fields` of its own. A named type
 * (not an inline image with fields) so Sanity's GraphQL API, which gatsby-source-sanity reads, publishes the alt text.
 */
export function imageWithAltType({
  name,
  title,
  alt,
  fields = [],
}: {
  name: string
  title: string
  alt: {description?: string; validation?: (rule: StringRule) => StringRule}
  fields?: ReturnType<typeof defineField>[]
}) {
  return defineType({
    name,
    title,
    type: 'image',
    options: {hotspot: true},
    fields: [defineField({name: 'alt', title: 'Description for screen readers', type: 'string', ...alt}), ...fields],
  })
}
