import {defineField, defineType} from 'sanity'

/**
 * A photo or illustration with its description for screen readers. A named type (not an inline image with fields)
 * so Sanity's GraphQL API, which gatsby-source-sanity reads, publishes the alt text.
 */
export const altImage = defineType({
  name: 'altImage',
  title: 'Image',
  type: 'image',
  options: {hotspot: true},
  fields: [
    defineField({
      name: 'alt',
      title: 'Description for screen readers',
      type: 'string',
      description: 'What the picture shows, in a few words. Leave empty only for a purely decorative picture.',
    }),
  ],
})
