import {GatsbyImage, type IGatsbyImageData} from 'gatsby-plugin-image'
import {useLayoutEffect, useRef, useState, type ReactNode} from 'react'
import {CONTENT_FALLBACK_ATTR, CONTENT_IMAGE_ATTR} from './content-image-fallback'
import * as styles from './content-image.module.css'

type Props = {
  image: IGatsbyImageData | null | undefined
  alt: string | null | undefined
  /** Shown when there is no image, or when the image fails to load (spec: the emoji). */
  fallback: ReactNode
  /** 'eager' only for an image above the fold; the rest load lazily. */
  loading?: 'eager' | 'lazy'
  className?: string
}

/**
 * A block element (GatsbyImage renders a div): never put it inside a <p>.
 * An image from the content (either source) with the spec's fallbacks: the emoji when there is none,
 * and the image hidden (fallback shown) when it fails to load, also before hydration (content-image-fallback.ts).
 */
export function ContentImage({image, alt, fallback, loading = 'lazy', className}: Props) {
  const [failed, setFailed] = useState(false)
  const wrapper = useRef<HTMLDivElement>(null)
  // A layout effect: it runs in the same commit as gatsby-plugin-image's own (which swaps the <img> in), before
  // the browser can deliver that image's error event.
  useLayoutEffect(() => {
    const frame = wrapper.current
    if (!frame) return
    // Errors do not bubble, but they can be captured: this also covers an <img> swapped in later.
    const onError = (event: Event) => event.target instanceof HTMLImageElement && setFailed(true)
    frame.addEventListener('error', onError, true)
    // An image that failed before hydration (its error fired before any listener existed): checked now, and again
    // once the page has loaded, when every eager image has either loaded or failed.
    const checkBroken = () => {
      const broken = [...frame.querySelectorAll('img')].some(
        (img) => (img.currentSrc || img.getAttribute('src')) && img.complete && img.naturalWidth === 0,
      )
      if (broken) setFailed(true)
    }
    checkBroken()
    if (document.readyState !== 'complete') window.addEventListener('load', checkBroken, {once: true})
    return () => {
      frame.removeEventListener('error', onError, true)
      window.removeEventListener('load', checkBroken)
    }
  }, [])
  if (!image || failed) return <>{fallback}</>
  // The fallback travels hidden beside the image, so it can be shown before (or without) hydration.
  return (
    <>
      <div ref={wrapper} className={`${styles.frame} ${className ?? ''}`} {...{[CONTENT_IMAGE_ATTR]: ''}}>
        <GatsbyImage image={image} alt={alt ?? ''} loading={loading} />
      </div>
      {fallback == null ? null : (
        <span hidden {...{[CONTENT_FALLBACK_ATTR]: ''}}>
          {fallback}
        </span>
      )}
    </>
  )
}
