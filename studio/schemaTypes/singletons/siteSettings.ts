import {defineArrayMember, defineField, defineType} from 'sanity'
import {CogIcon} from '@sanity/icons'
import {isPlaceholderText, PLACEHOLDER_PREFIX} from '../../../content-model/options'

/** Soft rule: a placeholder is allowed while the coach prepares her details, but flagged (with the header badge). */
const notPlaceholder = (what: string) => (value: unknown) =>
  isPlaceholderText(value)
    ? `${what} is still a placeholder: visitors cannot check your credentials until you fill it in.`
    : true

/** A list the page is laid out for: exactly `count` items, each a string or a titled text. */
const laidOutList = ({
  count,
  of,
  ...field
}: {
  name: string
  title?: string
  group: string
  description?: string
  count: number
  of: 'string' | 'titledText'
}) =>
  defineField({
    ...field,
    type: 'array',
    of: [defineArrayMember({type: of})],
    validation: (rule) =>
      rule.required().min(count).max(count).error(`The page is laid out for exactly ${count} items here.`),
  })

/** Everything on the site that is the coach's own voice, offer or contact details. One document. */
export const siteSettings = defineType({
  name: 'siteSettings',
  title: 'Site settings',
  type: 'document',
  icon: CogIcon,
  groups: [
    {name: 'brand', title: 'Brand & hero', default: true},
    {name: 'about', title: 'About the coach'},
    {name: 'offer', title: 'Offer'},
    {name: 'links', title: 'Contact & links'},
  ],
  fields: [
    defineField({
      name: 'productName',
      type: 'string',
      group: 'brand',
      validation: (rule) => rule.required().error('Add the product name: the home page shows it.'),
    }),
    defineField({
      name: 'seoDescription',
      title: 'Search engine description',
      type: 'text',
      rows: 2,
      group: 'brand',
      validation: (rule) =>
        rule.required().max(160).warning('Search engines cut descriptions after about 160 characters.'),
    }),
    defineField({
      name: 'heroHeadline',
      type: 'string',
      group: 'brand',
      validation: (rule) => rule.required().error('Add the hero headline: the home page shows it.'),
    }),
    defineField({
      name: 'heroSubheadline',
      type: 'text',
      rows: 2,
      group: 'brand',
      validation: (rule) => rule.required().error('Add the hero subheadline: the home page shows it.'),
    }),
    laidOutList({
      name: 'perfectForYou',
      title: '"Perfect for you if" list',
      group: 'brand',
      of: 'string',
      count: 4,
      description: 'Exactly four points.',
    }),
    defineField({
      name: 'coachName',
      type: 'string',
      group: 'about',
      validation: (rule) => rule.required().error('Your name appears in the story, the daily stack and emails.'),
    }),
    defineField({
      name: 'coachTitle',
      type: 'string',
      group: 'about',
      description: 'e.g. Certified Menopause Specialist.',
      validation: (rule) => rule.required().error('Add the coach title: the home page shows it.'),
    }),
    defineField({
      name: 'coachFullName',
      title: 'Full name',
      type: 'string',
      group: 'about',
      description: `Your full name as on your certificate, so visitors can check it. Text starting with "${PLACEHOLDER_PREFIX}" is not shown on the site.`,
      validation: (rule) => rule.custom(notPlaceholder('Your full name')).warning(),
    }),
    defineField({
      name: 'credentialIssuer',
      title: 'Credential issued by',
      type: 'string',
      group: 'about',
      description: `The official name of the organisation that issued your credential, as on your certificate. Text starting with "${PLACEHOLDER_PREFIX}" is not shown on the site.`,
      validation: (rule) => rule.custom(notPlaceholder('The issuing body')).warning(),
    }),
    defineField({
      name: 'coachPortrait',
      title: 'Portrait',
      type: 'portraitImage',
      group: 'about',
      description: 'A photo of you, shown small in the hero and beside your story. Square photos work best.',
    }),
    defineField({
      name: 'storyTitle',
      type: 'string',
      group: 'about',
      validation: (rule) => rule.required().error('Add the story title: the home page shows it.'),
    }),
    defineField({
      name: 'coachStory',
      title: 'Your story',
      type: 'array',
      group: 'about',
      of: [defineArrayMember({type: 'block'})],
      validation: (rule) => rule.required().min(1).error('Add the your story (at least one): the home page shows it.'),
    }),
    laidOutList({name: 'credentials', group: 'about', of: 'titledText', count: 4}),
    laidOutList({name: 'approachCards', title: 'Approach cards', group: 'about', of: 'titledText', count: 3}),
    laidOutList({name: 'trustCards', group: 'about', of: 'titledText', count: 4}),
    defineField({
      name: 'communityTitle',
      type: 'string',
      group: 'about',
      validation: (rule) => rule.required().error('Add the community title: the home page shows it.'),
    }),
    defineField({
      name: 'communityText',
      type: 'text',
      rows: 3,
      group: 'about',
      validation: (rule) => rule.required().error('Add the community text: the home page shows it.'),
    }),
    defineField({
      name: 'promiseTitle',
      type: 'string',
      group: 'about',
      initialValue: 'My Promise to You',
      validation: (rule) => rule.required().error('Add the promise title: the home page shows it.'),
    }),
    defineField({
      name: 'promiseText',
      type: 'text',
      rows: 4,
      group: 'about',
      validation: (rule) => rule.required().error('Add the promise text: the home page shows it.'),
    }),
    laidOutList({
      name: 'toolkitContents',
      title: 'What the toolkit includes',
      group: 'offer',
      of: 'titledText',
      count: 7,
      description: 'Seven items; the last is the bonus of daily wellness reminders.',
    }),
    // DECISIONS 38 (FTC 16 CFR 233.1): a former price is shown only when the toolkit really sold at it.
    defineField({
      name: 'crossedOutPrice',
      title: 'Former price (USD)',
      type: 'number',
      group: 'offer',
      description: 'A price the toolkit was openly sold at before. Shown crossed out only when the switch below is on.',
      validation: (rule) =>
        rule.custom((value, {document}) => {
          if (value === undefined || value === null)
            return document?.soldAtCrossedOutPrice
              ? 'Add the former price the toolkit sold at, or turn the switch below off.'
              : true
          return value >= 38 ? true : 'The former price must be above the $37 price.'
        }),
    }),
    defineField({
      name: 'soldAtCrossedOutPrice',
      title: 'The toolkit really sold at the former price',
      type: 'boolean',
      group: 'offer',
      initialValue: false,
      description:
        'Turn on only if the toolkit was openly offered and bought at the former price for a reasonably long time (FTC 16 CFR 233.1). While it is off, the site shows no crossed-out price.',
    }),
    defineField({
      name: 'claimedValue',
      title: 'Value of the parts (USD)',
      type: 'number',
      group: 'offer',
      initialValue: 426,
      description:
        'The sum of the values you give the seven included parts. The home page says exactly that, never "normally" or "regular price".',
      validation: (rule) =>
        rule
          .required()
          .min(38)
          .error('Add the value of the parts (USD) (more than the $37 price): the home page shows it.'),
    }),
    defineField({
      name: 'guaranteeTitle',
      type: 'string',
      group: 'offer',
      initialValue: 'Try It On',
      validation: (rule) => rule.required().error('Add the guarantee title: the home page shows it.'),
    }),
    defineField({
      name: 'guaranteeText',
      type: 'text',
      rows: 3,
      group: 'offer',
      description:
        'The refund promise in one place: the home page, the checkout, the Terms and the refund page all show this text.',
      validation: (rule) =>
        rule.required().error('Add the guarantee text: the home page, checkout, Terms and refund page show it.'),
    }),
    defineField({
      name: 'offerEndsAt',
      title: 'Offer ends at',
      type: 'datetime',
      group: 'offer',
      description: 'The countdown counts to this moment. Leave empty and no countdown is shown.',
    }),
    defineField({
      name: 'usageCounterThreshold',
      title: 'Show the usage counter from',
      type: 'number',
      group: 'offer',
      initialValue: 25,
      description: 'The real number of assessments in the last 30 days is shown only once it reaches this number.',
      validation: (rule) =>
        rule.required().integer().min(1).error('Enter a whole number, 1 or more: the counter stays hidden below it.'),
    }),
    defineField({
      name: 'supportEmail',
      type: 'email',
      group: 'links',
      validation: (rule) => rule.required().error('Buyers write here; it appears on receipts and the contact page.'),
    }),
    defineField({
      name: 'affiliateTag',
      title: 'Amazon Associates tag',
      type: 'string',
      group: 'links',
      description:
        'Your tracking id from affiliate-program.amazon.com (Tracking IDs), such as yourname-20. The site adds it to every Amazon shop link. Leave it empty for shop links without a tag: then no "Amazon Associate" sentence is shown either.',
      validation: (rule) =>
        rule
          .regex(/^[a-z0-9][a-z0-9-]*-\d{2}$/i)
          .error('An Amazon tracking id ends in a dash and two digits, such as yourname-20.'),
    }),
    defineField({
      name: 'communityLink',
      type: 'externalLink',
      group: 'links',
      validation: (rule) => rule.required().error('Add the community link: the home page shows it.'),
    }),
    defineField({
      name: 'socialLink',
      type: 'externalLink',
      group: 'links',
      validation: (rule) => rule.required().error('Add the social link: the home page shows it.'),
    }),
    defineField({
      name: 'survivalGuideLink',
      title: 'Survival guide page',
      type: 'externalLink',
      group: 'links',
      validation: (rule) => rule.required().error('Add the survival guide page: the home page shows it.'),
    }),
    defineField({
      name: 'doctorGuideLink',
      title: 'Doctor conversation guide page',
      type: 'externalLink',
      group: 'links',
      validation: (rule) => rule.required().error('Add the doctor conversation guide page: the home page shows it.'),
    }),
  ],
  preview: {prepare: () => ({title: 'Site settings'})},
})
