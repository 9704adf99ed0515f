import {defineField} from 'sanity'
import {imageWithAltType, requiredWith} from '../fields'

/** The coach's portrait: alt text, and a flag that stays on while the drawn placeholder is shown. */
export const portraitImage = imageWithAltType({
  name: 'portraitImage',
  title: 'Portrait',
  alt: {validation: requiredWith('Describe the picture for visitors who cannot see it.')},
  fields: [
    defineField({
      name: 'placeholder',
      title: 'This is a placeholder, not my photo',
      type: 'boolean',
      initialValue: false,
      description: 'On while the drawn placeholder is shown. Upload your photo and turn this off.',
      validation: (rule) =>
        rule
          .custom((value) =>
            value === true ? 'The portrait is still the drawn placeholder: upload your photo.' : true,
          )
          .warning(),
    }),
  ],
})
