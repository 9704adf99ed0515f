import {SEO_DESCRIPTION_MAX} from '../../../../src/config/site'
import {jsonLd, metaDescription, remedyBreadcrumbs, reviewLine} from '../../../../src/features/remedy-page/logic'

describe('metaDescription', () => {
  it('keeps a short text as it is, with whitespace collapsed', () => {
    expect(metaDescription('A calming  herb.\nOften used at night.')).toBe('A calming herb. Often used at night.')
  })

  it('cuts a long text at a word boundary within the limit and marks the cut', () => {
    const long = 'Magnesium supports muscle and nerve function, '.repeat(8)
    const result = metaDescription(long)
    expect(result.length).toBeLessThanOrEqual(SEO_DESCRIPTION_MAX)
    expect(result.endsWith('…')).toBe(true)
    expect(long.startsWith(result.slice(0, -1))).toBe(true)
    expect(result).not.toMatch(/[\s,]…$/)
  })
})

describe('remedyBreadcrumbs', () => {
  it('lists home, the remedy index and the remedy with absolute URLs', () => {
    const data = remedyBreadcrumbs('https://example.org', {name: 'Black Cohosh', slug: 'black-cohosh'})
    expect(data['@type']).toBe('BreadcrumbList')
    expect(data.itemListElement.map((item) => [item.position, item.item])).toEqual([
      [1, 'https://example.org/'],
      [2, 'https://example.org/remedies'],
      [3, 'https://example.org/remedies/black-cohosh'],
    ])
  })
})

describe('jsonLd', () => {
  it('cannot close the script element it is embedded in', () => {
    const text = jsonLd({name: '</script><script>alert(1)</script>'})
    expect(text).not.toContain('</script>')
    expect(JSON.parse(text)).toEqual({name: '</script><script>alert(1)</script>'})
  })
})

describe('reviewLine', () => {
  const review = {
    reviewerName: 'Dana Reyes',
    reviewerCredential: 'MD, NCMP',
    reviewedAt: '2026-06-05',
    coversClaims: true,
  }

  it('names the reviewer, her credential and the day of a recorded review', () => {
    expect(reviewLine(review)).toBe('Reviewed by Dana Reyes, MD, NCMP, on June 5, 2026')
  })

  it('claims no review of claims changed since it, or where the build could not tell', () => {
    expect(reviewLine({...review, coversClaims: false})).toBeNull()
    expect(reviewLine({...review, coversClaims: null})).toBeNull()
    expect(reviewLine({...review, coversClaims: undefined})).toBeNull()
  })

  it('claims no review where none is recorded, or where who, credential or date is missing', () => {
    expect(reviewLine(null)).toBeNull()
    expect(reviewLine(undefined)).toBeNull()
    expect(reviewLine({...review, reviewerName: ' '})).toBeNull()
    expect(reviewLine({...review, reviewerCredential: null})).toBeNull()
    expect(reviewLine({...review, reviewedAt: null})).toBeNull()
    expect(reviewLine({...review, reviewedAt: '2026-13-01'})).toBeNull()
  })
})
