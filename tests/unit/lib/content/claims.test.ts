import {claimCount, claimLabel} from '../../../../src/lib/content/claims'

describe('claims from content counts', () => {
  it.each([
    [0, 0],
    [4, 0],
    [5, 5],
    [34, 30],
    [40, 40],
    [44, 40],
  ])('%i items claim %i', (count, claim) => {
    expect(claimCount(count)).toBe(claim)
    expect(claimCount(count)).toBeLessThanOrEqual(count)
  })

  it('labels with "+" only from 5 up', () => {
    expect(claimLabel(43)).toBe('40+')
    expect(claimLabel(3)).toBe('3')
  })
})
