import path from 'node:path'
import {pathToFileURL} from 'node:url'
import {createSchema} from 'sanity'
import {schemaTypes} from '../../studio/schemaTypes'

type ExtractedField = {
  fieldName: string
  type?: string
  kind?: 'List'
  children?: {type: string; isReference?: boolean}
  isReference?: boolean
  isRawAlias?: boolean
  originalName?: string
}
type ExtractedType = {
  name: string
  kind: 'Type' | 'Union'
  fields?: ExtractedField[]
  interfaces?: string[]
  types?: string[]
}
type Extracted = {types: ExtractedType[]; interfaces: Array<{name: string; fields: ExtractedField[]}>}

// Sanity's GraphQL API publishes its field kinds as the standard scalars.
const SCALARS: Record<string, string> = {Text: 'String', Email: 'String', Url: 'String', Datetime: 'DateTime'}
const scalar = (type: string) => SCALARS[type] ?? type

const printField = (field: ExtractedField) => {
  const named = scalar(field.kind === 'List' ? field.children!.type : field.type!)
  const type = field.isRawAlias ? 'JSON' : field.kind === 'List' ? `[${named}]` : named
  const directives = [
    field.isReference || field.children?.isReference ? '@reference' : '',
    field.isRawAlias ? `@jsonAlias(for: "${field.originalName}")` : '',
  ]
    .filter(Boolean)
    .join(' ')
  return `  ${field.fieldName}: ${type}${directives ? ` ${directives}` : ''}`
}

/**
 * The GraphQL schema text the Sanity API serves after `sanity graphql deploy` of the Studio: Sanity's own
 * extractor (the one the deploy command uses) turns the Studio schema into types; this prints them as SDL
 * the way the API publishes it (Document interface, @reference, @jsonAlias for portable text).
 */
export async function studioGraphqlSdl(): Promise<string> {
  const modulePath = path.resolve('node_modules/@sanity/cli/dist/actions/graphql/extractFromSanitySchema.js')
  const {extractFromSanitySchema} = (await import(pathToFileURL(modulePath).href)) as {
    extractFromSanitySchema: (schema: unknown, options: {nonNullDocumentFields: boolean}) => Extracted
  }
  const extracted = extractFromSanitySchema(createSchema({name: 'default', types: schemaTypes}), {
    nonNullDocumentFields: false,
  })
  const blocks = [
    'scalar Date',
    'scalar DateTime',
    'scalar JSON',
    'directive @reference on FIELD_DEFINITION',
    'directive @jsonAlias(for: String!) on FIELD_DEFINITION',
    ...extracted.interfaces.map((iface) => `interface ${iface.name} {\n${iface.fields.map(printField).join('\n')}\n}`),
    ...extracted.types.map((type) =>
      type.kind === 'Union'
        ? `union ${type.name} = ${type.types!.join(' | ')}`
        : `type ${type.name}${type.interfaces?.length ? ` implements ${type.interfaces.join(' & ')}` : ''} {\n${type.fields!.map(printField).join('\n')}\n}`,
    ),
  ]
  return `${blocks.join('\n\n')}\n`
}
