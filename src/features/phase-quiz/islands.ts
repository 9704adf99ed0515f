import {island} from '../../components/island/island'

// Declared once for every page that shows it (the landing page and the toolkit). The import() and require()
// paths stay literal so webpack can split the section and drop the require() from the browser's bundle.

/** The phase quiz as a static HTML island that hydrates when it comes near the viewport. */
export const PhaseQuizSection = island(
  () => import('./components/phase-quiz-section').then((m) => m.PhaseQuizSection),
  {
    hydrate: 'visible',
    server:
      process.env.BUILD_STAGE === 'build-html'
        ? () => require('./components/phase-quiz-section').PhaseQuizSection
        : null,
  },
)
