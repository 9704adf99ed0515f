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

/**
 * Shows `content` on hover or focus of the single focusable child. It brings its own provider (none is
 * app-wide, to keep Radix out of the first-load JS); wrap a group of tooltips in TooltipProvider so moving
 * between them opens the next at once.
 */
export function Tooltip({content, children}: {content: ReactNode; children: ReactElement}) {
  return (
    <TooltipProvider>
      <TooltipRoot content={content}>{children}</TooltipRoot>
    </TooltipProvider>
  )
}

function TooltipRoot({content, children}: {content: ReactNode; children: ReactElement}) {
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
