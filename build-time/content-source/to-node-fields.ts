type Json = unknown
type Reference = {_ref: string}

const isReference = (value: Json): value is Reference =>
  typeof value === 'object' && value !== null && typeof (value as Reference)._ref === 'string'

const isPortableText = (value: Json): value is {_type: string}[] =>
  Array.isArray(value) && value.length > 0 && value.every((item) => (item as {_type?: string})?._type === 'block')

/**
 * Turns a Sanity document's fields into Gatsby node fields the way gatsby-source-sanity does:
 * references become `<field>___NODE` links, portable text becomes `_raw<Field>`, the rest is copied.
 */
export function toNodeFields(
  doc: Record<string, Json>,
  nodeIdOf: (documentId: string) => string,
): Record<string, Json> {
  const fields: Record<string, Json> = {}
  for (const [key, value] of Object.entries(doc)) {
    if (key === '_rev' || key === '_createdAt' || key === '_updatedAt') continue
    if (isReference(value)) {
      fields[`${key}___NODE`] = nodeIdOf(value._ref)
    } else if (Array.isArray(value) && value.length > 0 && value.every(isReference)) {
      fields[`${key}___NODE`] = value.map((item) => nodeIdOf(item._ref))
    } else if (isPortableText(value)) {
      fields[`_raw${key[0].toUpperCase()}${key.slice(1)}`] = value
    } else {
      fields[key] = value
    }
  }
  return fields
}

export const gatsbyTypeName = (sanityType: string) => `Sanity${sanityType[0].toUpperCase()}${sanityType.slice(1)}`
