import {doseRange, doseRanges} from '../../../../src/lib/health/doses'

describe('doseRange', () => {
  it('reads a range with its unit, past the words after it', () => {
    expect(doseRange('100-150 mg elemental magnesium')).toEqual({min: 100, max: 150, unit: 'mg'})
    expect(doseRange('50-75 mg elemental magnesium')).toEqual({min: 50, max: 75, unit: 'mg'})
    expect(doseRange('3-5 g')).toEqual({min: 3, max: 5, unit: 'g'})
    expect(doseRange('100-300 mg (NR or NMN precursor)')).toEqual({min: 100, max: 300, unit: 'mg'})
    expect(doseRange('250-500 mg each')).toEqual({min: 250, max: 500, unit: 'mg'})
  })

  it('reads thousands separators', () => {
    expect(doseRange('250-1,000 mcg')).toEqual({min: 250, max: 1000, unit: 'mcg'})
    expect(doseRange('30-1,000 mcg')).toEqual({min: 30, max: 1000, unit: 'mcg'})
    expect(doseRange('1,000-2,000 IU D3 + 90-120 mcg K2')).toEqual({min: 1000, max: 2000, unit: 'IU'})
  })

  it('reads a single amount as a range of one', () => {
    expect(doseRange('10 g (about 1 scoop)')).toEqual({min: 10, max: 10, unit: 'g'})
    expect(doseRange('1 tsp (about 5 g) in a full glass of water')).toEqual({min: 5, max: 5, unit: 'g'})
  })

  it('reads the ranges of the remedy profiles ("X to Y", decimals, mixed units)', () => {
    expect(doseRange('Usual range: 100 to 350 mg of elemental magnesium a day')).toEqual({
      min: 100,
      max: 350,
      unit: 'mg',
    })
    expect(doseRange('Usual range: 1,000 to 2,000 IU (25 to 50 mcg) a day.')).toEqual({
      min: 1000,
      max: 2000,
      unit: 'IU',
    })
    expect(doseRange('Usual range: 2.5 to 10 g of hydrolysed collagen peptides a day.')).toEqual({
      min: 2.5,
      max: 10,
      unit: 'g',
    })
    expect(doseRange('Usual range: 0.5 to 3 mg taken 30 to 60 minutes before bed.')).toEqual({
      min: 0.5,
      max: 3,
      unit: 'mg',
    })
    expect(doseRange('Usual range: 500 mg to 2 g a day')).toEqual({min: 500, max: 500, unit: 'mg'})
    expect(doseRange('1 to 2 tablespoons (about 10 to 20 g) of ground flaxseed')).toEqual({min: 10, max: 20, unit: 'g'})
    expect(doseRange('100–300 mg')).toEqual({min: 100, max: 300, unit: 'mg'})
  })

  it('normalises the unit spelling', () => {
    expect(doseRange('400 iu')).toEqual({min: 400, max: 400, unit: 'IU'})
    expect(doseRange('50 µg')).toEqual({min: 50, max: 50, unit: 'mcg'})
    expect(doseRange('5 MG')).toEqual({min: 5, max: 5, unit: 'mg'})
  })

  it('gives null when the text states no amount in mg, mcg, g or IU', () => {
    expect(doseRange('')).toBeNull()
    expect(doseRange(null)).toBeNull()
    expect(doseRange(undefined)).toBeNull()
    expect(doseRange('1 tsp in a full glass of water')).toBeNull()
    expect(doseRange('5 to 10 minutes once or twice a day')).toBeNull()
    expect(doseRange('1 to 10 billion CFU or more a day')).toBeNull()
  })

  it('does not read the digits of a name (K2, B12, D3) or a unit inside a word', () => {
    expect(doseRange('K2 gummies')).toBeNull()
    expect(doseRange('B12 mg')).toBeNull()
    expect(doseRange('2 grams')).toBeNull()
    expect(doseRange('Omega-3 1,000 mg')).toEqual({min: 1000, max: 1000, unit: 'mg'})
  })
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
