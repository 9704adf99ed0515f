import {ROUTES} from '../../config/site'
import {PRICE_LABEL} from '../../lib/money'

/** Top navigation: items either scroll to a landing section or go to a route. */
export type NavItem = {label: string} & ({section: string} | {to: string})

export const NAV_ITEMS: NavItem[] = [
  {label: 'Home', to: ROUTES.home},
  {label: 'Assessment', section: 'symptom-checker'},
  {label: 'Phase Quiz', section: 'phase-quiz'},
  {label: 'Natural Remedies', section: 'natural-remedies'},
  {label: 'Emotional Wellness', section: 'wellness'},
  {label: 'Complete Toolkit', to: ROUTES.toolkit},
  {label: 'Shop Supplements', section: 'shop-supplements'},
]

export const NAV_CTA = {label: `Get Toolkit - ${PRICE_LABEL}`, to: ROUTES.checkout}

/** DECISIONS 34: where the visitor already has access, buy buttons become this. */
export const OPEN_TOOLKIT = {label: 'Open my toolkit', to: ROUTES.toolkit}

/** The short way to the tool used daily: the toolkit's check-in (tracker), for those with access. */
export const TODAY_LINK = {label: 'Today', title: "Today's check-in", to: `${ROUTES.toolkit}#tracking`}

/** Skip links beside 'Skip to content': each tool a few Tab presses from the top of its page (docs/accessibility.md). */
export type SkipLink = {label: string; section: string}
export const LANDING_SKIP_LINKS: SkipLink[] = [
  {label: 'Skip to the symptom assessment', section: 'symptom-checker'},
  {label: 'Skip to the phase quiz', section: 'phase-quiz'},
]
export const TOOLKIT_SKIP_LINKS: SkipLink[] = [{label: 'Skip to the symptom tracker', section: 'tracking'}]
