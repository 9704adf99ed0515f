/**
 * When a built page starts Gatsby's scripts (build-time/html/defer-page-scripts.ts). Every page starts them
 * after its first paint, except a page whose static HTML is a complete read without them (Layout's
 * `scriptsOnDemand`: the landing page, the toolkit, the checkout). Those start them on demand, at the first of:
 *  - the visitor does anything on the page: touches, moves the pointer, scrolls with a wheel, focuses or types;
 *  - a part that needs its script while seen ([START_NEAR_ATTRIBUTE]: a 'visible' island, the checkout's payment
 *    forms) comes that near the viewport;
 *  - she has a view of her own the static HTML does not show (purchase, reviewer access, owner view, an access
 *    notice), or the address carries a query or a section: at once;
 *  - IDLE_START_MS have passed: the timed parts (the returning-visitor offer, its visit count) still run for a
 *    visitor who only reads.
 * So the load itself runs no script, and the page's first screen paints and settles with the visitor's CPU free.
 * Not the browser's install offer: Chrome makes it on the load of every visit to an installable site, which would
 * start the scripts for every Chrome visitor; the loader keeps it for the app instead.
 */
export const SCRIPTS_ON_DEMAND = {attribute: 'data-scripts', value: 'on-demand'} as const

/** On an element of the static HTML: start the scripts when one of its children comes this near (a CSS margin). */
export const START_NEAR_ATTRIBUTE = 'data-start-near'

/** An idle visitor's scripts start after this long (the shortest returning-visitor delay is 30 s). */
export const IDLE_START_MS = 10_000

/**
 * On an element of the static HTML: the page counts the visit (the returning-visitor offer's visit count, stored
 * under STORAGE_KEYS.visits). The on-demand loader counts it at the load itself, so a visit that ends before the
 * scripts start counts too (decision 48); the app takes that count instead of counting again.
 */
export const COUNTS_VISIT_ATTRIBUTE = 'data-counts-visit'

/**
 * A tap the loader kept waits for the app at most this long before the page says so (decision 48: no tap is ever
 * silently lost); the app replays it once when it runs.
 */
export const SLOW_START_MS = 3000

/** The loader's note about a kept tap (an element it adds at the end of the body; global.css styles it). */
export const PAGE_NOTE_ATTRIBUTE = 'data-page-note'
export const PAGE_NOTE_MESSAGES = {
  slow: 'Still loading: what you tapped will happen in a moment.',
  failed: 'This page could not finish loading. Check your connection, then reload the page.',
} as const

/**
 * What the on-demand loader keeps for the app (window properties): the button clicked and the form submitted before
 * the app ran (components/island replays them, in their island or in the page), the browser's install offer, and the
 * visit count it stored at the load.
 */
export const EARLY_INPUT_GLOBAL = '___earlyInput'

/** Events that show the visitor is doing something on the page (an on-demand page starts its scripts). */
export const START_EVENTS = ['pointerdown', 'pointermove', 'touchstart', 'wheel', 'keydown', 'focusin'] as const

/**
 * How long input on a control the browser answers itself (NATIVE_CONTROL) waits for its click before the scripts
 * start anyway: her finger is still down, or she pressed and moved away.
 */
export const NATIVE_TAP_GRACE_MS = 1000

/** How long a tab that paints no frame (in the background) waits before starting the scripts. */
export const UNPAINTED_START_MS = 1000

/** On the loader's own script tag: the page's scripts, in order, as JSON (the loader's code is the same on every page). */
export const LOADER_SOURCES_ATTRIBUTE = 'data-sources'
