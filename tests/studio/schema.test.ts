import assert from 'node:assert/strict'
import {describe, it} from 'node:test'
import {defineField, defineType} from 'sanity'
import {schemaTypes} from '../../studio/schemaTypes'
import {compileStudioSchema} from './support/validate-dataset'

type Problem = {severity: string; message: string}
const errorsOf = (types: unknown[]) =>
  (
    (compileStudioSchema(types) as unknown as {_validation: Array<{path: unknown; problems: Problem[]}>})._validation ??
    []
  ).flatMap((group) => group.problems.filter((p) => p.severity === 'error').map((p) => p.message))

describe('Studio schema', () => {
  it('compiles with no problems', () => {
    assert.deepEqual(errorsOf(schemaTypes), [])
  })

  it('detects a broken schema', () => {
    const broken = defineType({
      name: 'broken',
      type: 'document',
      fields: [defineField({name: 'title', type: 'noSuchType'})],
    })
    assert.ok(errorsOf([...schemaTypes, broken]).length > 0, 'an unknown field type must be reported')
  })

  it('declares every type once', () => {
    const names = schemaTypes.map((type) => type.name)
    assert.equal(new Set(names).size, names.length)
  })
})
