import {
  checkFirstTap,
  checkGoals,
  firstLoadBudgetBytes,
  median,
  ratio,
  scriptTransferBytes,
  spread,
  type PageFigures,
} from '../../../bench/goals.mts'

const blank: PageFigures = {
  route: 'blank',
  firstLoadScriptBytes: 100_000,
  mainThreadMs: 400,
  tbtMs: 40,
  accessibility: 100,
  bestPractices: 100,
  seo: 100,
  cls: 0,
}
const goodPage: PageFigures = {
  ...blank,
  route: '/',
  firstLoadScriptBytes: 120_000,
  mainThreadMs: 600,
  tbtMs: 90,
}
const missed = (page: PageFigures) =>
  checkGoals(page, blank)
    .filter((check) => !check.met)
    .map((check) => check.goal)

describe('median and spread', () => {
  it('takes the middle value of an odd count and the mean of the middle two of an even count', () => {
    expect(median([5, 1, 3])).toBe(3)
    expect(median([4, 1, 3, 2])).toBe(2.5)
  })

  it('leaves out runs that gave no figure, and is NaN when none did', () => {
    expect(median([NaN, 7, 1, NaN, 4])).toBe(4)
    expect(median([NaN])).toBeNaN()
    expect(spread([NaN, NaN])).toEqual({median: NaN, min: NaN, max: NaN, runs: 0})
  })

  it('gives the spread (min–max) and how many runs it is over', () => {
    expect(spread([120, 80, NaN, 100, 95, 300])).toEqual({median: 100, min: 80, max: 300, runs: 5})
  })
})

describe('ratio to the blank page', () => {
  it('divides by the blank figure', () => {
    expect(ratio(150, 100)).toBe(1.5)
  })

  it('is NaN without a blank figure, so no goal can be met by accident', () => {
    expect(ratio(150, 0)).toBeNaN()
    expect(ratio(NaN, 100)).toBeNaN()
  })
})

describe('script bytes from the browser network records', () => {
  it('counts every Script request by its transfer size, however it was started', () => {
    const requests = [
      {url: 'http://x/', resourceType: 'Document', transferSize: 20_000},
      {url: 'http://x/webpack-runtime.js', resourceType: 'Script', transferSize: 3_000},
      {url: 'http://x/component---src-pages-index.js', resourceType: 'Script', transferSize: 5_000},
      {url: 'http://x/sw.js', resourceType: 'Script', transferSize: 1_000},
      {url: 'http://x/page-data.json', resourceType: 'Fetch', transferSize: 2_000},
      {url: 'http://x/cached.js', resourceType: 'Script', transferSize: 0},
    ]
    expect(scriptTransferBytes(requests)).toEqual({bytes: 9_000, count: 3})
  })
})

describe('goals', () => {
  it('are all met exactly at their limits', () => {
    expect(missed(goodPage)).toEqual([])
  })

  it('names each goal a page misses', () => {
    expect(missed({...goodPage, firstLoadScriptBytes: 120_001})).toEqual(['first-load script'])
    expect(missed({...goodPage, mainThreadMs: 601})).toEqual(['main-thread work'])
    expect(missed({...goodPage, tbtMs: 91})).toEqual(['TBT'])
    expect(missed({...goodPage, accessibility: 98, seo: 92})).toEqual(['accessibility', 'SEO'])
    expect(missed({...goodPage, bestPractices: 96, cls: 0.001})).toEqual(['best practices', 'CLS'])
  })

  it('never counts a missing figure as met', () => {
    expect(missed({...goodPage, mainThreadMs: NaN, tbtMs: NaN})).toEqual(['main-thread work', 'TBT'])
  })

  it('says the figures and the limit in words', () => {
    const [script] = checkGoals({...goodPage, firstLoadScriptBytes: 135_168}, blank)
    expect(script.text).toBe("first-load script 132.0 KB = 1.35× the blank page's 97.7 KB (goal ≤ 1.2×)")
  })

  it('gives the browser test its budget: the blank page × 1.2', () => {
    expect(firstLoadBudgetBytes(91_000)).toBe(109_200)
  })
})

describe('the first-tap goals (decision 48)', () => {
  const runs = (...values: number[]) => spread(values)
  const missedOf = (first: number[], running: number[], warm = [60]) =>
    checkFirstTap('/ Open menu', runs(...first), runs(...warm), runs(...running))
      .filter((check) => !check.met)
      .map((check) => check.goal)

  it('are met within 200 ms and 1.3× her first touch once the page runs, exactly at the limits', () => {
    expect(missedOf([150, 200, 260], [140, 154, 170])).toEqual([])
    expect(missedOf([130, 130, 130], [100, 200, 200], [40])).toEqual([])
  })

  it('do not hold the first tap to the repeated one, whose browser-side warmth no page can give her first tap', () => {
    expect(missedOf([98, 100, 104], [105, 110, 120], [60, 66, 70])).toEqual([])
  })

  it('names each goal a control misses', () => {
    expect(missedOf([590, 673, 829], [166, 210, 229])).toEqual([
      'first tap',
      'first tap vs page running',
      'first tap, page running',
    ])
    expect(missedOf([120, 130, 140], [60, 70, 80])).toEqual(['first tap vs page running'])
    expect(missedOf([210, 220, 230], [200, 200, 220])).toEqual(['first tap'])
    expect(missedOf([100], [150, 209, 260])).toEqual(['first tap, page running'])
  })

  it('never counts a control that gave no figure as met', () => {
    expect(missedOf([NaN], [NaN])).toEqual(['first tap', 'first tap vs page running', 'first tap, page running'])
    expect(missedOf([100], [NaN])).toEqual(['first tap vs page running', 'first tap, page running'])
  })

  it('says the figures, their spread and the limits in words', () => {
    const [first, overRunning, running] = checkFirstTap(
      '/ Open menu',
      runs(593, 673, 829),
      runs(166, 181, 229),
      runs(150, 184, 211),
    )
    expect(first.text).toBe('first tap 673 ms [593–829 ms], repeated 181 ms [166–229 ms] (3.72×) (goal ≤ 200 ms)')
    expect(overRunning.text).toBe('first tap 3.66× her first touch once the page runs (goal ≤ 1.3×)')
    expect(running.text).toBe('first touch once the page runs 184 ms [150–211 ms] (goal ≤ 200 ms)')
  })
})
