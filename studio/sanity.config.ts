import {defineConfig} from 'sanity'
import {structureTool} from 'sanity/structure'
import {visionTool} from '@sanity/vision'
import {schemaTypes, singletonTypes} from './schemaTypes'
import {defaultDocumentNode, structure} from './structure'
import {RemedySafetyBadge} from './badges/remedySafetyBadge'
import {businessTool} from './tools/businessTool'
import {CoachDetailsBadge} from './badges/coachDetailsBadge'

const singletonNames = new Set<string>(singletonTypes.map((type) => type.name))

export default defineConfig({
  name: 'default',
  title: 'Menopause Mastery Toolkit',
  projectId: process.env.SANITY_STUDIO_PROJECT_ID ?? 'missing-project-id',
  dataset: process.env.SANITY_STUDIO_DATASET ?? 'production',
  plugins: [structureTool({structure, defaultDocumentNode}), visionTool()],
  // The coach's back office on the site, next to the content she edits (DECISIONS 29).
  tools: (tools) => [...tools, businessTool],
  schema: {
    types: schemaTypes,
    // Singletons cannot be created twice from the "new document" menu.
    templates: (templates) => templates.filter(({schemaType}) => !singletonNames.has(schemaType)),
  },
  document: {
    actions: (actions, {schemaType}) =>
      singletonNames.has(schemaType)
        ? actions.filter(({action}) => action && ['publish', 'discardChanges', 'restore'].includes(action))
        : actions,
    badges: (badges, {schemaType}) =>
      schemaType === 'remedy'
        ? [...badges, RemedySafetyBadge]
        : schemaType === 'siteSettings'
          ? [...badges, CoachDetailsBadge]
          : badges,
  },
})
