import {isIndexable, robotsTxt, sitemapXml} from '../../../build-time/seo/sitemap'

describe('sitemap', () => {
  it('lists each path once, sorted, on the absolute site URL, XML-escaped', () => {
    const xml = sitemapXml('https://example.org/', ['/toolkit', '/', '/remedies/a&b', '/toolkit'])
    const locs = [...xml.matchAll(/<loc>([^<]+)<\/loc>/g)].map((match) => match[1])
    expect(locs).toEqual([
      'https://example.org/',
      'https://example.org/remedies/a&amp;b',
      'https://example.org/toolkit',
    ])
    expect(xml).toMatch(
      /^<\?xml version="1.0" encoding="UTF-8"\?>\n<urlset xmlns="http:\/\/www.sitemaps.org\/schemas\/sitemap\/0.9">/,
    )
  })

  it('leaves out pages marked noindex', () => {
    expect(isIndexable('<head><meta name="robots" content="noindex"/></head>')).toBe(false)
    expect(isIndexable('<head><meta name="description" content="noindex is a word"/></head>')).toBe(true)
  })

  it('points robots.txt at the sitemap', () => {
    expect(robotsTxt('User-agent: *\nAllow: /\n\n', 'https://example.org/')).toBe(
      'User-agent: *\nAllow: /\n\nSitemap: https://example.org/sitemap.xml\n',
    )
  })
})
