/**
 * Every browser storage key of the original brief, with what it holds. Reads and writes go through here so a
 * key is spelled once and the static render (no window) never touches storage.
 */
export const STORAGE_KEYS = {
  /** 'true' when the server has confirmed a purchase (DECISIONS 15). */
  purchased: 'toolkit_purchased',
  /** Signed access token issued with the purchase, reviewer code or demo grant. */
  accessToken: 'toolkit_access_token',
  /** Why the server last refused this browser's access (refunded, expired…), shown once on the toolkit. */
  accessNotice: 'toolkit_access_notice',
  /** Owner view on ('true'); it shows only in a signed-in owner session (DECISIONS 30). */
  adminMode: 'adminMode',
  /** A non-secret hint that this browser signed in to the back office; only then is the session asked. */
  ownerSessionHint: 'ownerSessionHint',
  reviewerAccess: 'reviewer-access',
  reviewerCode: 'reviewer-code',
  /** Visit count for the urgency pop-up. */
  visits: 'menopause-toolkit-visits',
  /** Time (ms) the urgency pop-up was last dismissed. */
  urgencyDismissed: 'urgency-notification-dismissed',
  assessmentProgress: 'symptom-assessment-progress',
  /** Id, date and deletion key of each assessment this browser stored on the server. */
  savedAssessments: 'symptom-assessment-deletion-keys',
  /**
   * Her health record on this device (lib/health/record): stage, hormone use, last assessment, and the red flags of
   * every tool with their dates, for the other tools and her appointment summary.
   */
  healthRecord: 'health-record',
  reminders: 'wellnessReminders',
  /** The endpoint (`mailto:…`) of this browser's daily reminder emails, once the server stored them (DECISIONS 39). */
  reminderMail: 'wellness-reminder-mail',
  favorites: 'menopause-favorites',
  exitIntentCaptured: 'exit-intent-captured',
  installPromptShown: 'pwa-install-prompt-shown',
  /** Secret key that unlocks this browser's tracking entries (DECISIONS 20). */
  trackerKey: 'symptom-tracker-key',
  /** The name she wants on her appointment summary (docs/health-rules.md): kept on this device only, never sent. */
  summaryName: 'appointment-summary-name',
  /**
   * The supplements she marked "I take this" (daily-stack items and remedy profiles), with the dose she takes:
   * listed with their doses and warnings on her appointment summary (this device only).
   */
  summaryStack: 'appointment-summary-stack',
} as const

/**
 * A view of her own: any of these stored means a page's static HTML is not what she should see, so its scripts
 * start at once (src/config/page-scripts.ts, build-time/html/defer-page-scripts.ts).
 */
export const PERSONAL_VIEW_KEYS = [
  STORAGE_KEYS.purchased,
  STORAGE_KEYS.accessToken,
  STORAGE_KEYS.accessNotice,
  STORAGE_KEYS.reviewerAccess,
  STORAGE_KEYS.adminMode,
  STORAGE_KEYS.ownerSessionHint,
] as const

/**
 * What this browser keeps of her health (the privacy policy's list): her health record, the supplements she marked
 * with their doses, the name for her summary and an unfinished assessment. "Clear my health answers from this
 * browser" removes exactly these. The assessment deletion keys stay: without them she could not delete her saved
 * answers from our server.
 */
export const DEVICE_HEALTH_KEYS = [
  STORAGE_KEYS.healthRecord,
  STORAGE_KEYS.summaryStack,
  STORAGE_KEYS.summaryName,
  STORAGE_KEYS.assessmentProgress,
] as const

export type StorageKey = (typeof STORAGE_KEYS)[keyof typeof STORAGE_KEYS]

/**
 * What the phase quiz and the assessment each kept of their own before the one health record (decision 45). Their
 * stages followed the old rules, so nothing is carried over: the keys are removed, so no health answer stays on her
 * device where no tool shows it and "delete my data" would not reach it.
 */
const RETIRED_KEYS = ['phase-quiz-result', 'symptom-assessment-last-result'] as const

export const isBrowser = () => typeof window !== 'undefined'

export function readString(key: StorageKey): string | null {
  if (!isBrowser()) return null
  try {
    return window.localStorage.getItem(key)
  } catch {
    return null
  }
}

export function writeString(key: StorageKey, value: string) {
  if (!isBrowser()) return
  try {
    window.localStorage.setItem(key, value)
  } catch (error) {
    console.error(`Could not save ${key}`, error)
  }
}

export function removeKey(key: StorageKey) {
  if (!isBrowser()) return
  try {
    window.localStorage.removeItem(key)
  } catch {
    // Storage unavailable (private mode): nothing was stored either.
  }
}

export function removeRetiredKeys() {
  if (!isBrowser()) return
  try {
    for (const key of RETIRED_KEYS) window.localStorage.removeItem(key)
  } catch {
    // Storage unavailable (private mode): nothing was stored either.
  }
}

/** Parsed JSON, or null. Unparseable data is logged and removed (corrupt saved data is deleted). */
export function readJson<T>(key: StorageKey): T | null {
  const raw = readString(key)
  if (raw === null) return null
  try {
    return JSON.parse(raw) as T
  } catch (error) {
    console.error(`Removing unreadable saved data under ${key}`, error)
    removeKey(key)
    return null
  }
}

export const writeJson = (key: StorageKey, value: unknown) => writeString(key, JSON.stringify(value))

export const readFlag = (key: StorageKey) => readString(key) === 'true'
