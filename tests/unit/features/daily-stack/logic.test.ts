import {stackColumns, stackDose} from '../../../../src/features/daily-stack/logic'
import type {DailyStackItem} from '../../../../src/lib/content/premium'

const item = (slug: string, timing: DailyStackItem['timing']): DailyStackItem => ({
  slug,
  name: slug,
  dosage: '1',
  timing,
  dosePerTime: null,
  purpose: 'p',
  note: null,
  affiliateLink: 'https://example.com',
  profileSlug: null,
})

describe('stackColumns', () => {
  it('sorts items into morning, evening and flexible by the spec rules', () => {
    const columns = stackColumns([
      item('a', 'Morning'),
      item('b', 'Evening'),
      item('c', 'Morning & Evening'),
      item('d', 'Any time'),
    ])
    expect(columns.morning.map((i) => i.slug)).toEqual(['a', 'c'])
    expect(columns.evening.map((i) => i.slug)).toEqual(['b', 'c'])
    expect(columns.flexible.map((i) => i.slug)).toEqual(['d'])
  })

  it('gives empty columns for an empty stack', () => {
    expect(stackColumns([])).toEqual({morning: [], evening: [], flexible: []})
  })
})

describe('stackDose', () => {
  it('gives a "Morning & Evening" item its dose each time and the day\'s total apart', () => {
    const citrate = {
      ...item('citrate', 'Morning & Evening'),
      dosage: '100-150 mg elemental magnesium',
      dosePerTime: '50-75 mg elemental magnesium',
    }
    expect(stackDose(citrate)).toEqual({
      kind: 'perTime',
      perTime: '50-75 mg elemental magnesium',
      dailyTotal: '100-150 mg elemental magnesium',
    })
  })

  it('calls the dosage of a "Morning & Evening" item without a dose per time the daily total, never the dose of each time', () => {
    expect(stackDose({...item('a', 'Morning & Evening'), dosage: '2 tsp', dosePerTime: '  '})).toEqual({
      kind: 'dailyTotal',
      dailyTotal: '2 tsp',
    })
    expect(stackDose({...item('a', 'Morning & Evening'), dosage: '2 tsp'})).toEqual({
      kind: 'dailyTotal',
      dailyTotal: '2 tsp',
    })
  })

  it('shows the dosage of a once-a-day item as it is, ignoring a leftover dose per time', () => {
    expect(stackDose({...item('a', 'Morning'), dosage: '3-5 g', dosePerTime: '1 g'})).toEqual({
      kind: 'once',
      dosage: '3-5 g',
    })
    expect(stackDose({...item('a', 'Any time'), dosage: '10 g'})).toEqual({kind: 'once', dosage: '10 g'})
  })
})
