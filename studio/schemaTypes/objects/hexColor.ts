import type {StringRule} from 'sanity'

/** Colours are stored as #rrggbb so the site can use them directly and check contrast. */
export const hexColorRule = (rule: StringRule) =>
  rule
    .regex(/^#[0-9a-fA-F]{6}$/, {name: 'colour'})
    .error('Write the colour as # followed by six hex digits, e.g. #f97316.')
