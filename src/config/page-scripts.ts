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
 * What the on-demand loader keeps for the app (window properties): the button clicked and the form submitted before
 * the app ran (components/island replays them, in their island or in the page), and the browser's install offer.
 */
export const EARLY_INPUT_GLOBAL = '___earlyInput'
