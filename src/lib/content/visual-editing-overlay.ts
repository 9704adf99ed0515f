import {navigate} from 'gatsby'
import {enableVisualEditing} from '@sanity/visual-editing'
import {editIntentUrl} from './edit-intent'
import {ROUTE_UPDATE_EVENT} from './visual-editing'

const currentUrl = () => `${location.pathname}${location.search}${location.hash}`

/** Inside Presentation (its iframe or its pop-up window) Sanity's overlays talk to the Studio beside the page. */
const inPresentation = () => window.self !== window.top || window.opener !== null

/**
 * Outside Presentation a click on edited content opens that field in the Studio (its edit intent), in place of
 * what the click would do on the site.
 */
function openInStudio(event: MouseEvent) {
  const element = (event.target as Element | null)?.closest('[data-sanity]')
  const url = editIntentUrl(element?.getAttribute('data-sanity'))
  if (!url) return
  event.preventDefault()
  event.stopPropagation()
  location.assign(url)
}

/**
 * The preview server's editing layer: Sanity's overlays (hover shows what a piece of content is, a click opens it
 * beside the page in Presentation), Presentation's address bar kept in step with the page, and the edit intent
 * on click outside Presentation. The page's data follows drafts by itself (Gatsby's development server), so a
 * Studio edit never reloads the page; only the Studio's refresh button does.
 */
export function startVisualEditing() {
  enableVisualEditing({
    history: {
      subscribe: (update) => {
        const onRoute = () => update({type: 'push', url: currentUrl()})
        onRoute()
        window.addEventListener(ROUTE_UPDATE_EVENT, onRoute)
        return () => window.removeEventListener(ROUTE_UPDATE_EVENT, onRoute)
      },
      update: (update) => {
        if (update.type === 'pop') history.back()
        else void navigate(update.url, {replace: update.type === 'replace'})
      },
    },
    refresh: (payload) => {
      if (payload.source !== 'manual') return false
      location.reload()
      return Promise.resolve()
    },
  })
  if (!inPresentation()) document.addEventListener('click', openInStudio, true)
}
