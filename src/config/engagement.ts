import {milliseconds} from 'date-fns/milliseconds'

/** The landing page's offers (DECISIONS 8 and 12): apart from site.ts, loaded with the offers only. */

/** Urgency pop-up: 60 s on the first visit, 45 s on the second, 30 s after; DECISIONS 8: quiet 7 days after a dismissal. */
export const URGENCY_POPUP_DELAYS_MS = [60_000, 45_000, 30_000] as const
export const URGENCY_DISMISS_QUIET_MS = milliseconds({days: 7})
/** Countdown ticks every second. */
export const COUNTDOWN_TICK_MS = 1000
/** Usage counter (DECISIONS 12): assessments completed in the last 30 days. */
export const USAGE_WINDOW_DAYS = 30
