import type {IGatsbyImageData} from 'gatsby-plugin-image'
import {useLayoutEffect, useRef, useState, type ReactNode} from 'react'
import {CONTENT_FALLBACK_ATTR, CONTENT_IMAGE_ATTR} from './content-image-fallback'
import * as styles from './content-image.module.css'

type Props = {
  image: IGatsbyImageData | null | undefined
  alt: string | null | undefined
  /** Shown when there is no image, or when the image fails to load (the emoji). */
  fallback: ReactNode
  /** 'eager' only for an image above the fold; the rest load lazily. */
  loading?: 'eager' | 'lazy'
  className?: string
}

/**
 * The processed image as plain, valid HTML: a <picture> whose <source>s and <img> carry their real
 * srcset and src, loaded lazily by the browser itself (`loading`). GatsbyImage's lazy markup held them in data-*
 * attributes until a script swapped them in (an <img> without src, <source> without srcset: invalid HTML, and no
 * image at all without JavaScript). Sized before it loads: the frame has the image's size, so nothing shifts.
 */
function Picture({image, alt, loading}: {image: IGatsbyImageData; alt: string; loading: 'eager' | 'lazy'}) {
  const {width, height, layout, images} = image
  const frame =
    layout === 'fixed' ? {width, height} : {width: '100%', maxWidth: width, aspectRatio: `${width} / ${height}`}
  return (
    <div className={styles.picture} style={frame} {...{[IMAGE_FRAME_ATTR]: ''}}>
      <picture>
        {(images.sources ?? []).map((source) => (
          <source key={source.type} type={source.type} srcSet={source.srcSet} sizes={source.sizes} />
        ))}
        <img
          src={images.fallback?.src}
          srcSet={images.fallback?.srcSet}
          sizes={images.fallback?.sizes}
          width={width}
          height={height}
          alt={alt}
          loading={loading}
          decoding="async"
        />
      </picture>
    </div>
  )
}

/** Marks the sized frame of a content picture. */
const IMAGE_FRAME_ATTR = 'data-image-frame'

/**
 * A block element (the picture's frame is a div): never put it inside a <p>.
 * An image from the content (either source) with the original fallbacks: the emoji when there is none,
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
        <Picture image={image} alt={alt ?? ''} loading={loading} />
      </div>
      {fallback == null ? null : (
        <span hidden {...{[CONTENT_FALLBACK_ATTR]: ''}}>
          {fallback}
        </span>
      )}
    </>
  )
}
