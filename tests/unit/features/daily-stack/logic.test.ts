import {stackColumns} from '../../../../src/features/daily-stack/logic'
import type {DailyStackItem} from '../../../../src/lib/content/premium'

const item = (slug: string, timing: DailyStackItem['timing']): DailyStackItem => ({
  slug,
  name: slug,
  dosage: '1',
  timing,
  purpose: 'p',
  note: null,
  affiliateLink: 'https://example.com',
})

describe('stackColumns', () => {
  it('sorts items into morning, evening and flexible by the spec rules', () => {
    const columns = stackColumns([item('a', 'Morning'), item('b', 'Evening'), item('c', 'Morning & Evening'), item('d', 'Any time')])
    expect(columns.morning.map((i) => i.slug)).toEqual(['a', 'c'])
    expect(columns.evening.map((i) => i.slug)).toEqual(['b', 'c'])
    expect(columns.flexible.map((i) => i.slug)).toEqual(['d'])
  })

  it('gives empty columns for an empty stack', () => {
    expect(stackColumns([])).toEqual({morning: [], evening: [], flexible: []})
  })
})
