export {isPlaceholderText} from '../../content-model/options'

/** The rule lives in content-model/ (the preflight reads it too); the badge's words are the Studio's. */
export {missingCoachDetails} from '../../content-model/coach-details'

/** The badge's words, or null when every detail is real. */
export function coachDetailsBadge(missing: string[]) {
  if (missing.length === 0) return null
  return {
    label: 'Coach details: placeholder',
    title: `Visitors cannot check who you are yet: your ${missing.join(', ')} ${missing.length === 1 ? 'is' : 'are'} missing or a placeholder. Fill them in "About the coach".`,
    color: 'warning' as const,
  }
}
