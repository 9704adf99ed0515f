import type {ReactNode} from 'react'
import {publicEnv} from '../../config/env'
import {useSiteChrome} from '../layout/use-site-chrome'

type SeoProps = {title?: string; description?: string; pathname?: string; noindex?: boolean; children?: ReactNode}

/** Head tags for a page: title, description, Open Graph, canonical URL. */
export function Seo({title, description, pathname = '/', noindex, children}: SeoProps) {
  const chrome = useSiteChrome()
  const fullTitle = title ? `${title} | ${chrome.productName}` : chrome.productName
  const text = description ?? chrome.seoDescription
  const {siteUrl} = publicEnv
  return (
    <>
      <title>{fullTitle}</title>
      <meta name="description" content={text} />
      <meta name="theme-color" content="#7c3aed" />
      <link rel="manifest" href="/manifest.webmanifest" />
      <link rel="icon" type="image/png" href="/icons/icon-192.png" />
      <link rel="apple-touch-icon" href="/icons/apple-touch-icon.png" />
      <meta property="og:type" content="website" />
      <meta property="og:title" content={fullTitle} />
      <meta property="og:description" content={text} />
      {siteUrl ? <link rel="canonical" href={`${siteUrl}${pathname}`} /> : null}
      {siteUrl ? <meta property="og:url" content={`${siteUrl}${pathname}`} /> : null}
      {noindex ? <meta name="robots" content="noindex" /> : null}
      {children}
    </>
  )
}
