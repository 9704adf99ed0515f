import {island} from '../../components/island/island'

// The guide sections as static HTML islands, declared once for the landing page and the toolkit. The import()
// and require() paths stay literal so webpack can split each section and drop the require() from the browser.

/** Phase education: nothing in it changes in the browser, so it hydrates only when used. */
export const PhaseEducation = island(() => import('./components/phase-education').then((m) => m.PhaseEducation), {
  hydrate: 'interaction',
  server:
    process.env.BUILD_STAGE === 'build-html' ? () => require('./components/phase-education').PhaseEducation : null,
})

/** The sleep guide's teaser, or the full guide for those who may read it. */
export const SleepSection = island(() => import('./components/sleep-section').then((m) => m.SleepSection), {
  hydrate: 'visible',
  server: process.env.BUILD_STAGE === 'build-html' ? () => require('./components/sleep-section').SleepSection : null,
})

/** Emotional wellness: the experiences, and the strategies locked or open. */
export const WellnessSection = island(() => import('./components/wellness-section').then((m) => m.WellnessSection), {
  hydrate: 'visible',
  server:
    process.env.BUILD_STAGE === 'build-html' ? () => require('./components/wellness-section').WellnessSection : null,
})
