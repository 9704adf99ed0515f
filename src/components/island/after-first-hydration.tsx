import {useEffect} from 'react'
import {replayEarlyPageInput} from './initial-render'

/**
 * Rendered last in every page (gatsby-browser's wrapPageElement): its effect runs once the page's first hydration
 * has committed, and hands the page what she did before it had (initial-render.ts). After a client navigation
 * there is nothing kept and it does nothing.
 */
export function AfterFirstHydration() {
  useEffect(replayEarlyPageInput, [])
  return null
}
