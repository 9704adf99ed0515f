/** The symptom tracker's rules (DECISIONS 20, docs/threat-model.md): apart from site.ts, so pages without the tracker do not load them. */

/** Symptom tracker: form defaults and slider ranges; hot flashes top out at a '20+' label. */
export const TRACKING_DEFAULTS = {hotFlashes: 0, sleep: 7, mood: 3, energy: 3} as const
export const TRACKING_RANGES = {
  hotFlashes: {min: 0, max: 20, step: 1},
  sleep: {min: 0, max: 12, step: 0.5},
  mood: {min: 1, max: 5, step: 1},
  energy: {min: 1, max: 5, step: 1},
} as const
/** Trend: average of the last 7 entries against entries 8–14 from the end; needs 2 entries. */
export const TREND_WINDOW = 7
/** She can log or correct any of the last 7 days, today included. */
export const TRACKING_PICKABLE_DAYS = 7
export const TREND_MIN_ENTRIES = 2
/** The appointment summary quotes a change only from this many entries: two days are no trend for a clinician. */
export const SUMMARY_TREND_MIN_ENTRIES = 7
/** the 'great consistency' note appears at 7 or more days tracked. */
export const GREAT_CONSISTENCY_DAYS = 7
/** Header that carries the tracker key on symptom-tracking calls (DECISIONS 20). */
export const TRACKER_KEY_HEADER = 'X-Tracker-Key'
/** Header that carries her address on symptom-tracking reads and deletes: no email address in any URL (docs/threat-model.md). */
export const TRACKER_EMAIL_HEADER = 'X-Tracker-Email'
/** Query parameter of the mailed one-time link that replaces a lost tracker key. */
export const TRACKER_LINK_PARAM = 'tracker-link'
