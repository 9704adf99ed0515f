import {ChartUpwardIcon} from '@sanity/icons'
import type {Tool} from 'sanity'
import {backOfficeUrl, siteOrigin} from '../lib/preview-url'

// Each variable spelled out: the Studio's bundler replaces `process.env.SANITY_STUDIO_…` one by one.
const url = backOfficeUrl(
  siteOrigin({
    SANITY_STUDIO_SITE_URL: process.env.SANITY_STUDIO_SITE_URL,
    SANITY_STUDIO_PREVIEW_URL: process.env.SANITY_STUDIO_PREVIEW_URL,
  }),
)

/**
 * The coach runs the business from the site's back office (orders, refunds, her list, messages, what
 * women report). The back office signs her in with its own one-time email link and keeps its session
 * cookie to the site itself, so it opens in its own tab rather than inside the Studio.
 */
function BusinessTool() {
  return (
    <div style={{maxWidth: '36rem', margin: '3rem auto', padding: '0 1.5rem', fontFamily: 'inherit', lineHeight: 1.5}}>
      <h1 style={{fontSize: '1.5rem'}}>Business</h1>
      <p>
        Orders, refunds, revenue, your email list, contact messages and what women report live in your back office on
        the site. It opens in a new tab; sign in there with your email address and the link we send you.
      </p>
      <p>
        <a href={url} target="_blank" rel="noopener noreferrer" style={{fontWeight: 600, fontSize: '1.125rem'}}>
          Open the back office ({url})
        </a>
      </p>
    </div>
  )
}

export const businessTool: Tool = {
  name: 'business',
  title: 'Business',
  icon: ChartUpwardIcon,
  component: BusinessTool,
}
