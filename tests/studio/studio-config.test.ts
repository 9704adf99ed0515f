import assert from 'node:assert/strict'
import {describe, it} from 'node:test'
import type {DocumentActionComponent, DocumentBadgeComponent} from 'sanity'
import config from '../../studio/sanity.config'
import {HEALTH_DOCUMENT_TYPES} from '../../studio/lib/clinical-review'
import {MarkClinicallyReviewedAction} from '../../studio/actions/markClinicallyReviewed'
import {ClinicalReviewBadge} from '../../studio/badges/clinicalReviewBadge'

type Resolver<T> = (previous: T[], context: {schemaType: string}) => T[]
const documentConfig = config as unknown as {
  document: {actions: Resolver<DocumentActionComponent>; badges: Resolver<DocumentBadgeComponent>}
}

/** Sanity's default actions, as the Studio hands them to the resolver (publish among them). */
const named = (action: string) => Object.assign((() => null) as DocumentActionComponent, {action})
const defaults = () => [named('publish'), named('unpublish'), named('discardChanges'), named('delete')]

describe('Studio document actions and badges (clinical review)', () => {
  it('health documents get a review-gated publish and "Mark clinically reviewed"', () => {
    for (const schemaType of HEALTH_DOCUMENT_TYPES) {
      const before = defaults()
      const actions = documentConfig.document.actions(before, {schemaType})
      const publish = actions.find((action) => action.action === 'publish')
      assert.ok(publish, `${schemaType} keeps a publish action`)
      assert.notEqual(publish, before[0], `${schemaType}: publish is the gated one`)
      assert.equal(publish.displayName, 'ReviewGatedPublish')
      assert.ok(actions.includes(MarkClinicallyReviewedAction), schemaType)
      assert.ok(documentConfig.document.badges([], {schemaType}).includes(ClinicalReviewBadge), schemaType)
    }
  })

  it('other documents keep Sanity publish and show no review badge', () => {
    for (const schemaType of ['testimonial', 'symptom', 'coupon', 'siteSettings']) {
      const actions = documentConfig.document.actions(defaults(), {schemaType})
      assert.ok(!actions.includes(MarkClinicallyReviewedAction), schemaType)
      assert.ok(
        actions.every((action) => action.displayName !== 'ReviewGatedPublish'),
        schemaType,
      )
      assert.ok(!documentConfig.document.badges([], {schemaType}).includes(ClinicalReviewBadge), schemaType)
    }
  })
})
