import {imageWithAltType} from '../fields'

/** A photo or illustration with its description for screen readers. */
export const altImage = imageWithAltType({
  name: 'altImage',
  title: 'Image',
  alt: {description: 'What the picture shows, in a few words. Leave empty only for a purely decorative picture.'},
})
