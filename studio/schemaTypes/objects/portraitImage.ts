import {defineField, defineType} from 'sanity'

/** The coach's portrait: alt text, and a flag that stays on while the drawn placeholder is shown. */
export const portraitImage = defineType({
  name: 'portraitImage',
  title: 'Portrait',
  type: 'image',
  options: {hotspot: true},
  fields: [
    defineField({name: 'alt', title: 'Description for screen readers', type: 'string', validation: (rule) => rule.required().error('Describe the picture for visitors who cannot see it.')}),
    defineField({
      name: 'placeholder',
      title: 'This is a placeholder, not my photo',
      type: 'boolean',
      initialValue: false,
      description: 'On while the drawn placeholder is shown. Upload your photo and turn this off.',
      validation: (rule) => rule.custom((value) => (value === true ? 'The portrait is still the drawn placeholder: upload your photo.' : true)).warning(),
    }),
  ],
})
