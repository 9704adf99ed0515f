import type {AssessmentDeletion, AssessmentSubmissionBody} from './assessment.schema'
import {answering, endpoints} from './endpoint'

/** The symptom assessment and the usage counter that counts them (DECISIONS 12). */
export const ASSESSMENT_ENDPOINTS = endpoints({
  symptomAssessment: answering<
    {POST: SavedAssessment; DELETE: Deleted},
    {POST: AssessmentSubmissionBody; DELETE: AssessmentDeletion}
  >()({
    path: '/api/symptom-assessment',
    methods: ['POST', 'DELETE'],
    fn: 'symptom-assessment',
  }),
  stats: answering<{GET: UsageStats}>()({path: '/api/stats', methods: ['GET'], fn: 'stats'}),
})

/** What the browser keeps of each assessment it stored: enough to delete it, nothing of the answers. */
export type SavedAssessment = {id: string; createdAt: string; deletionKey: string}
export type UsageStats = {assessmentsLast30Days: number}
/** What a delete answers once the record is gone. */
export type Deleted = {deleted: true}

export type {AssessmentDeletion, AssessmentSubmissionBody}
