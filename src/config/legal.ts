/** Dates and figures the legal pages and the accessibility statement state. */

/** Legal pages: last updated July 27, 2025. */
export const LEGAL_LAST_UPDATED = 'July 27, 2025'
/** When the accessibility statement was last checked against the site (docs/accessibility.md). */
export const ACCESSIBILITY_REVIEWED = 'November 25, 2026'
/**
 * Tab presses from the top of the page to reach and finish each tool with the keyboard alone (docs/accessibility.md; before: 59,
 * 66 and 116): the assessment with two symptoms rated, the quiz's three questions, the tracker's check-in saved.
 * Measured by tests/e2e/accessibility.spec.ts ('keyboard paths'), which fails when they change; stated on /accessibility.
 */
export const KEYBOARD_PATH_TABS = {assessment: 16, quiz: 11, tracker: 13}
