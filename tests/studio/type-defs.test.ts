import assert from 'node:assert/strict'
import {describe, it} from 'node:test'
import {schemaTypes} from '../../studio/schemaTypes'
import {embeddedTypeDefs} from '../../build-time/content-source/type-defs'
import {gatsbyTypeName} from '../../build-time/content-source/to-node-fields'

type FieldDef = {name: string; type: string; of?: Array<{type: string}>}

/** The GraphQL block of one type in the embedded type definitions. */
const blockOf = (typeName: string) => {
  const match = new RegExp(`type ${typeName}\\b[^{]*\\{([^}]*)\\}`).exec(embeddedTypeDefs)
  return match?.[1] ?? null
}

describe('embedded GraphQL types', () => {
  it('declare every field of every Studio type, as gatsby-source-sanity names them', () => {
    const missing: string[] = []
    for (const type of schemaTypes) {
      const block = blockOf(gatsbyTypeName(type.name))
      if (block === null) {
        missing.push(`type ${gatsbyTypeName(type.name)}`)
        continue
      }
      for (const field of (type as unknown as {fields: FieldDef[]}).fields) {
        const isPortableText = field.type === 'array' && field.of?.some((member) => member.type === 'block')
        const name = isPortableText ? `_raw${field.name[0].toUpperCase()}${field.name.slice(1)}` : field.name
        if (!new RegExp(`\\b${name}\\b`).test(block)) missing.push(`${gatsbyTypeName(type.name)}.${name}`)
      }
    }
    assert.deepEqual(missing, [])
  })
})
