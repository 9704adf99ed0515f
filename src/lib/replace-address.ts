import {navigate} from 'gatsby'

/**
 * Takes a one-time code or secret out of the address bar, with no new history entry. Under `gatsby develop` this
 * goes through Gatsby's router: its development loader files a page under its path with the query, so after an
 * address changed behind its back the next Back or hash change found no page and showed the development 404
 * page. The production loader files pages by path alone, and there the page is not rendered again.
 */
export function replaceAddress(url: string) {
  if (process.env.BUILD_STAGE === 'develop') void navigate(url, {replace: true})
  else window.history.replaceState(window.history.state, '', url)
}
