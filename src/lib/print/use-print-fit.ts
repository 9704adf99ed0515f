import {useEffect, type RefObject} from 'react'
import {fitScale, MM_TO_CSS_PX, PRINT_AREA_MM} from './fit-scale'

/** The custom property the print styles multiply the sheet's type by (appointment-summary.module.css). */
const PRINT_SCALE_PROPERTY = '--print-scale'

/**
 * Before the browser prints, sets the element's PRINT_SCALE_PROPERTY to the largest type at which it fits on one page
 * (fit-scale.ts), measured on a hidden copy at the print width with the print type (`basePt` at scale 1); after
 * printing, takes it off again. The copy keeps the element's classes, so its styles are the ones the page prints.
 */
export function usePrintFit(ref: RefObject<HTMLElement | null>, basePt: number) {
  useEffect(() => {
    const fit = () => {
      const element = ref.current
      if (!element?.parentElement) return
      const copy = element.cloneNode(true) as HTMLElement
      copy.removeAttribute('id')
      copy.setAttribute('aria-hidden', 'true')
      Object.assign(copy.style, {
        position: 'absolute',
        visibility: 'hidden',
        left: '-10000px',
        top: '0',
        width: `${PRINT_AREA_MM.width}mm`,
        lineHeight: '1.25',
      })
      element.parentElement.append(copy)
      const heightAt = (scale: number) => {
        copy.style.fontSize = `${basePt * scale}pt`
        return copy.getBoundingClientRect().height
      }
      const scale = fitScale(heightAt, PRINT_AREA_MM.height * MM_TO_CSS_PX)
      copy.remove()
      element.style.setProperty(PRINT_SCALE_PROPERTY, String(scale))
    }
    const reset = () => ref.current?.style.removeProperty(PRINT_SCALE_PROPERTY)
    window.addEventListener('beforeprint', fit)
    window.addEventListener('afterprint', reset)
    return () => {
      window.removeEventListener('beforeprint', fit)
      window.removeEventListener('afterprint', reset)
    }
  }, [ref, basePt])
}
