import * as TooltipPrimitive from '@radix-ui/react-tooltip'
import type {ReactElement, ReactNode} from 'react'
import * as styles from './tooltip.module.css'

/** Spec: tooltips open after 700 ms; moving between them within 300 ms opens the next at once. */
export const TOOLTIP_DELAY_MS = 700
export const TOOLTIP_SKIP_DELAY_MS = 300

export function TooltipProvider({children}: {children: ReactNode}) {
  return (
    <TooltipPrimitive.Provider delayDuration={TOOLTIP_DELAY_MS} skipDelayDuration={TOOLTIP_SKIP_DELAY_MS}>
      {children}
    </TooltipPrimitive.Provider>
  )
}

/** Shows `content` on hover or focus of the single focusable child. */
export function Tooltip({content, children}: {content: ReactNode; children: ReactElement}) {
  return (
    <TooltipPrimitive.Root>
      <TooltipPrimitive.Trigger asChild>{children}</TooltipPrimitive.Trigger>
      <TooltipPrimitive.Portal>
        <TooltipPrimitive.Content className={styles.content} sideOffset={6}>
          {content}
          <TooltipPrimitive.Arrow className={styles.arrow} />
        </TooltipPrimitive.Content>
      </TooltipPrimitive.Portal>
    </TooltipPrimitive.Root>
  )
}
