import {defineField, defineType} from 'sanity'
import {TagIcon} from '@sanity/icons'
import {PRICE_CENTS} from '../../../content-model/options'

/** Letters, digits, - and _: what a buyer can type without doubt. */
const COUPON_CODE_PATTERN = /^[A-Za-z0-9_-]{3,32}$/
/** The toolkit still costs at least $1 with a coupon. */
const MAX_DOLLARS_OFF = PRICE_CENTS / 100 - 1

/**
 * A coupon the checkout accepts (DECISIONS 41): the server reads these at request time and computes the price
 * itself. A coupon applies only while it is active and between its start and end dates.
 */
export const coupon = defineType({
  name: 'coupon',
  title: 'Coupon',
  type: 'document',
  icon: TagIcon,
  fields: [
    defineField({
      name: 'code',
      type: 'string',
      description: 'What the buyer types at checkout, e.g. SPRING10. Letters, digits, - and _; case does not matter.',
      validation: (rule) =>
        rule.custom(async (code, {document, getClient}) => {
          if (typeof code !== 'string' || !COUPON_CODE_PATTERN.test(code)) {
            return 'Add the code: 3 to 32 letters, digits, - or _ (no spaces).'
          }
          const published = (document?._id ?? '').replace(/^drafts\./, '')
          const others = await getClient({apiVersion: '2025-01-01'}).fetch<number>(
            'count(*[_type == "coupon" && upper(code) == upper($code) && !(_id in [$published, $draft])])',
            {code, published, draft: `drafts.${published}`},
          )
          return others === 0 || 'Another coupon already has this code: a buyer could not tell which applies.'
        }),
    }),
    defineField({
      name: 'dollarsOff',
      title: 'Dollars off',
      type: 'number',
      description: `Taken off the $${PRICE_CENTS / 100} price, e.g. 10 for $10 off.`,
      validation: (rule) =>
        rule.custom((dollars) =>
          typeof dollars === 'number' && dollars > 0 && dollars <= MAX_DOLLARS_OFF && Number.isInteger(dollars * 100)
            ? true
            : `Give the dollars off: more than 0 and at most $${MAX_DOLLARS_OFF}, so the toolkit still costs at least $1.`,
        ),
    }),
    defineField({
      name: 'startsAt',
      title: 'Starts',
      type: 'datetime',
      description: 'Leave empty to start as soon as it is published and active.',
    }),
    defineField({
      name: 'endsAt',
      title: 'Ends',
      type: 'datetime',
      description: 'Leave empty to run until you switch it off.',
      validation: (rule) =>
        rule.custom((endsAt, {document}) => {
          const startsAt = document?.startsAt
          if (typeof endsAt !== 'string' || typeof startsAt !== 'string') return true
          return Date.parse(endsAt) > Date.parse(startsAt) || 'The end must come after the start.'
        }),
    }),
    defineField({
      name: 'active',
      type: 'boolean',
      description: 'Switch off to stop the coupon at once, whatever its dates.',
      initialValue: true,
      validation: (rule) => rule.required().error('Say whether the coupon is active.'),
    }),
  ],
  orderings: [{title: 'Code', name: 'code', by: [{field: 'code', direction: 'asc'}]}],
  preview: {
    select: {code: 'code', dollarsOff: 'dollarsOff', active: 'active', startsAt: 'startsAt', endsAt: 'endsAt'},
    prepare: ({code, dollarsOff, active, startsAt, endsAt}) => ({
      title: `${code ?? 'New coupon'}${typeof dollarsOff === 'number' ? ` · $${dollarsOff} off` : ''}`,
      subtitle: [
        active ? 'Active' : 'Switched off',
        startsAt ? `from ${String(startsAt).slice(0, 10)}` : '',
        endsAt ? `until ${String(endsAt).slice(0, 10)}` : '',
      ]
        .filter(Boolean)
        .join(' '),
    }),
  },
})
