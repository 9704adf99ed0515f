import {island} from '../../components/island/island'

// Declared once for every page that shows it (the landing page and the toolkit). The import() and require()
// paths stay literal so webpack can split the section and drop the require() from the browser's bundle.

/** The symptom assessment as a static HTML island that hydrates when it comes near the viewport. */
export const AssessmentSection = island(
  () => import('./components/assessment-section').then((m) => m.AssessmentSection),
  {
    hydrate: 'visible',
    server:
      process.env.BUILD_STAGE === 'build-html'
        ? () => require('./components/assessment-section').AssessmentSection
        : null,
  },
)
