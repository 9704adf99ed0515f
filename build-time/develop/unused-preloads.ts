type Request = {url: string; method: string}
type Response = {append: (field: string, value: string | string[]) => unknown}

/**
 * `gatsby develop` answers a page with `Link: rel=preload` headers for its page data, named without the address's
 * query, while its loader fetches the data with the query (`/toolkit?code=…` fetches
 * `page-data.json?code=…`). Chromium then warns that the preload went unused, a console warning under `npm start`
 * on every link that carries a query (reviewer codes, restore and sign-in links). Such requests go without the
 * preload headers; the production build sends none.
 */
export function skipPreloadsForQueries(req: Request, res: Response, next: () => void) {
  if (req.method === 'GET' && req.url.includes('?')) {
    const append = res.append.bind(res)
    res.append = (field, value) => (field.toLowerCase() === 'link' ? res : append(field, value))
  }
  next()
}
