import {DEFAULT_COACH_TIME_ZONE} from '../../../../src/config/owner'
import {isValidTimeZone} from '../../../../src/lib/time-zones'
import {optionalEnv} from '../env'

/**
 * The coach's time zone (COACH_TIME_ZONE), whose days and weeks the back office counts in; UTC without one. An
 * invalid name also reads as UTC, and the revenue report says which zone it used (the Setup page and the preflight
 * name the invalid setting).
 */
export function coachTimeZone(): string {
  const zone = optionalEnv('COACH_TIME_ZONE')?.trim()
  return zone && isValidTimeZone(zone) ? zone : DEFAULT_COACH_TIME_ZONE
}
