import {evaluate, parse} from 'groq-js'
import {createSchema, validateDocument, type SanityDocument} from 'sanity'
import {schemaTypes} from '../../../studio/schemaTypes'

export const compileStudioSchema = (types: unknown[] = schemaTypes) => createSchema({name: 'default', types})

type Marker = {level: string; message: string; path: unknown[]}

/** A stand-in for the Studio's client: answers GROQ (slug uniqueness, custom rules) from the given documents. */
function localClient(documents: SanityDocument[]) {
  const client = {
    fetch: async (query: string, params: Record<string, unknown> = {}) => {
      const tree = parse(query, {params})
      return (await evaluate(tree, {dataset: documents, params})).get()
    },
    withConfig: () => client,
    config: () => ({projectId: 'local', dataset: 'local', apiVersion: '2025-01-01'}),
  }
  return client
}

/** Runs the Studio's own document validation offline (required, options, URL, regex, custom and reference rules). */
export async function validateDataset(documents: SanityDocument[]) {
  const schema = compileStudioSchema()
  const ids = new Set(documents.map((doc) => doc._id))
  const client = localClient(documents)
  const workspace = {schema, getClient: () => client} as unknown as Parameters<typeof validateDocument>[0]['workspace']
  const problems: string[] = []
  for (const document of documents) {
    const markers = (await validateDocument({
      document,
      workspace,
      environment: 'cli',
      getDocumentExists: async ({id}) => ids.has(id),
    })) as Marker[]
    for (const marker of markers.filter((m) => m.level === 'error' || m.level === 'warning')) {
      problems.push(`${document._id} ${marker.level} ${JSON.stringify(marker.path)}: ${marker.message}`)
    }
  }
  return problems
}
