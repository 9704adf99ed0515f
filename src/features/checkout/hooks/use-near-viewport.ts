import {useEffect, useState, type RefObject} from 'react'

/**
 * True once the element has come within `margin` of the viewport, and from then on. Without
 * IntersectionObserver it is true at once.
 */
export function useNearViewport(ref: RefObject<Element | null>, margin: string): boolean {
  const [near, setNear] = useState(false)
  useEffect(() => {
    const element = ref.current
    if (near || !element) return
    if (!('IntersectionObserver' in window)) {
      setNear(true)
      return
    }
    const observer = new IntersectionObserver(
      (entries) => entries.some((entry) => entry.isIntersecting) && setNear(true),
      {rootMargin: `${margin} 0px`},
    )
    observer.observe(element)
    return () => observer.disconnect()
  }, [ref, margin, near])
  return near
}
