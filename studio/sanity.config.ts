import {defineConfig} from 'sanity'
import {structureTool} from 'sanity/structure'
import {visionTool} from '@sanity/vision'
import {presentation} from './presentation'
import {schemaTypes, singletonTypes} from './schemaTypes'
import {defaultDocumentNode, structure} from './structure'
import {RemedySafetyBadge} from './badges/remedySafetyBadge'
import {businessTool} from './tools/businessTool'
import {CoachDetailsBadge} from './badges/coachDetailsBadge'
import {ClinicalReviewBadge} from './badges/clinicalReviewBadge'
import {MarkClinicallyReviewedAction} from './actions/markClinicallyReviewed'
import {reviewGatedPublish} from './actions/reviewGatedPublish'
import {isHealthDocumentType} from './lib/clinical-review'

const singletonNames = new Set<string>(singletonTypes.map((type) => type.name))

export default defineConfig({
  name: 'default',
  title: 'Menopause Mastery Toolkit',
  projectId: process.env.SANITY_STUDIO_PROJECT_ID ?? 'missing-project-id',
  dataset: process.env.SANITY_STUDIO_DATASET ?? 'production',
  plugins: [structureTool({structure, defaultDocumentNode}), presentation, visionTool()],
  // The coach's back office on the site, next to the content she edits (DECISIONS 29).
  tools: (tools) => [...tools, businessTool],
  schema: {
    types: schemaTypes,
    // Singletons cannot be created twice from the "new document" menu.
    templates: (templates) => templates.filter(({schemaType}) => !singletonNames.has(schemaType)),
  },
  document: {
    actions: (actions, {schemaType}) => {
      const allowed = singletonNames.has(schemaType)
        ? actions.filter(({action}) => action && ['publish', 'discardChanges', 'restore'].includes(action))
        : actions
      // A changed health claim goes live only with a clinician's review (DECISIONS 50).
      return isHealthDocumentType(schemaType)
        ? [
            ...allowed.map((action) => (action.action === 'publish' ? reviewGatedPublish(action) : action)),
            MarkClinicallyReviewedAction,
          ]
        : allowed
    },
    badges: (badges, {schemaType}) => {
      const withReview = isHealthDocumentType(schemaType) ? [...badges, ClinicalReviewBadge] : badges
      return schemaType === 'remedy'
        ? [...withReview, RemedySafetyBadge]
        : schemaType === 'siteSettings'
          ? [...withReview, CoachDetailsBadge]
          : withReview
    },
  },
})
