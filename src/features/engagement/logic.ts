import {URGENCY_DISMISS_QUIET_MS, URGENCY_POPUP_DELAYS_MS} from '../../config/engagement'

/** 60 s on the first visit, 45 s on the second, 30 s from the third on. */
export const urgencyDelayMs = (visitCount: number) =>
  URGENCY_POPUP_DELAYS_MS[Math.min(Math.max(visitCount, 1), URGENCY_POPUP_DELAYS_MS.length) - 1]

/** The stored visit count, tolerant of missing or garbled values. */
export const parseVisits = (raw: string | null) => {
  const n = Number.parseInt(raw ?? '', 10)
  return Number.isFinite(n) && n > 0 ? n : 0
}

/** DECISIONS 8: never for purchasers, and quiet for 7 days after a dismissal. */
export function shouldOfferUrgency({
  purchased,
  dismissedAt,
  now,
}: {
  purchased: boolean
  dismissedAt: number | null
  now: number
}) {
  if (purchased) return false
  return dismissedAt === null || !Number.isFinite(dismissedAt) || now - dismissedAt >= URGENCY_DISMISS_QUIET_MS
}

export type CountdownParts = {days: number; hours: number; minutes: number; seconds: number; expired: boolean}

/** Time left until the coach's offer end (DECISIONS 11); zero and expired once it has passed. */
export function countdownParts(endsAt: number, now: number): CountdownParts {
  const left = Math.max(0, Math.floor((endsAt - now) / 1000))
  return {
    days: Math.floor(left / 86_400),
    hours: Math.floor((left % 86_400) / 3600),
    minutes: Math.floor((left % 3600) / 60),
    seconds: left % 60,
    expired: left === 0,
  }
}

/** DECISIONS 12: the real count, shown only from the coach's threshold on. */
export const showUsageCounter = (count: number | null | undefined, threshold: number) =>
  typeof count === 'number' && count >= threshold
