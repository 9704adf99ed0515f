import {doseRange, doseRanges, type DoseRange, type DoseUnit} from '../../../../src/lib/health/doses'

const range = (min: number, max: number, unit: DoseUnit): DoseRange => ({min, max, unit})

/** What doseRange reads from each text, by the behaviour it shows. */
type Reading = [text: string | null | undefined, read: DoseRange | null]
const READINGS: Array<[behaviour: string, readings: Reading[]]> = [
  [
    'reads a range with its unit, past the words after it',
    [
      ['100-150 mg elemental magnesium', range(100, 150, 'mg')],
      ['50-75 mg elemental magnesium', range(50, 75, 'mg')],
      ['3-5 g', range(3, 5, 'g')],
      ['100-300 mg (NR or NMN precursor)', range(100, 300, 'mg')],
      ['250-500 mg each', range(250, 500, 'mg')],
    ],
  ],
  [
    'reads thousands separators',
    [
      ['250-1,000 mcg', range(250, 1000, 'mcg')],
      ['30-1,000 mcg', range(30, 1000, 'mcg')],
      ['1,000-2,000 IU D3 + 90-120 mcg K2', range(1000, 2000, 'IU')],
    ],
  ],
  [
    'reads a single amount as a range of one',
    [
      ['10 g (about 1 scoop)', range(10, 10, 'g')],
      ['1 tsp (about 5 g) in a full glass of water', range(5, 5, 'g')],
    ],
  ],
  [
    'reads the ranges of the remedy profiles ("X to Y", decimals, mixed units)',
    [
      ['Usual range: 100 to 350 mg of elemental magnesium a day', range(100, 350, 'mg')],
      ['Usual range: 1,000 to 2,000 IU (25 to 50 mcg) a day.', range(1000, 2000, 'IU')],
      ['Usual range: 2.5 to 10 g of hydrolysed collagen peptides a day.', range(2.5, 10, 'g')],
      ['Usual range: 0.5 to 3 mg taken 30 to 60 minutes before bed.', range(0.5, 3, 'mg')],
      ['Usual range: 500 mg to 2 g a day', range(500, 500, 'mg')],
      ['1 to 2 tablespoons (about 10 to 20 g) of ground flaxseed', range(10, 20, 'g')],
      ['100–300 mg', range(100, 300, 'mg')],
    ],
  ],
  [
    'normalises the unit spelling',
    [
      ['400 iu', range(400, 400, 'IU')],
      ['50 µg', range(50, 50, 'mcg')],
      ['5 MG', range(5, 5, 'mg')],
    ],
  ],
  [
    'gives null when the text states no amount in mg, mcg, g or IU',
    [
      ['', null],
      [null, null],
      [undefined, null],
      ['1 tsp in a full glass of water', null],
      ['5 to 10 minutes once or twice a day', null],
      ['1 to 10 billion CFU or more a day', null],
    ],
  ],
  [
    'does not read the digits of a name (K2, B12, D3) or a unit inside a word',
    [
      ['K2 gummies', null],
      ['B12 mg', null],
      ['2 grams', null],
      ['Omega-3 1,000 mg', range(1000, 1000, 'mg')],
    ],
  ],
]

describe('doseRange', () => {
  for (const [behaviour, readings] of READINGS) {
    it(behaviour, () => {
      // The text stands beside what was read, so a failure names it.
      for (const [text, read] of readings) expect({text, read: doseRange(text)}).toEqual({text, read})
    })
  }
})

describe('doseRanges', () => {
  it('lists every amount in order', () => {
    expect(doseRanges('1,000-2,000 IU D3 + 90-120 mcg K2')).toEqual([
      {min: 1000, max: 2000, unit: 'IU'},
      {min: 90, max: 120, unit: 'mcg'},
    ])
    expect(
      doseRanges('The adequate daily intake is 30 mcg. Supplements commonly provide 30 to 1,000 mcg a day'),
    ).toEqual([
      {min: 30, max: 30, unit: 'mcg'},
      {min: 30, max: 1000, unit: 'mcg'},
    ])
    expect(doseRanges(null)).toEqual([])
  })
})
