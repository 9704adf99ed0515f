import assert from 'node:assert/strict'
import path from 'node:path'
import {describe, it} from 'node:test'
import type {SanityDocument} from 'sanity'
import {schemaTypes} from '../../studio/schemaTypes'
import {readDataset} from '../../build-time/content-source/dataset'
import {validateDataset} from './support/validate-dataset'

const documents = readDataset(path.resolve('content')) as unknown as SanityDocument[]

describe('embedded dataset (content/)', () => {
  it('has documents of every document type of the schema', () => {
    const documentTypes = schemaTypes.filter((type) => type.type === 'document').map((type) => type.name)
    const present = new Set(documents.map((doc) => doc._type))
    assert.deepEqual(
      documentTypes.filter((type) => !present.has(type)),
      [],
    )
  })

  // Ids, their form and uniqueness, and every reference (with its type) are checked with the content's other
  // rules in tests/unit/content/content-quality.test.ts; here only what needs the Studio's schema.
  it('uses only types the schema declares', () => {
    const known = new Set<string>(schemaTypes.map((type) => type.name))
    for (const doc of documents) assert.ok(known.has(doc._type), `${doc._id} has unknown type ${doc._type}`)
  })

  it("passes the Studio's own document validation, with no warnings but the coach's marked placeholders", async () => {
    // The coach's full name, credential issuer and portrait are placeholders until she fills them (PLACEHOLDER_PREFIX):
    // the Studio warns about exactly those, and nothing else.
    assert.deepEqual(await validateDataset(documents), [
      'siteSettings warning ["coachFullName"]: Your full name is still a placeholder: visitors cannot check your credentials until you fill it in.',
      'siteSettings warning ["credentialIssuer"]: The issuing body is still a placeholder: visitors cannot check your credentials until you fill it in.',
      'siteSettings warning ["coachPortrait","placeholder"]: The portrait is still the drawn placeholder: upload your photo.',
    ])
  })
})
