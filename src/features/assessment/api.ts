import {useMutation} from '@tanstack/react-query'
import {apiJson} from '../../lib/api-client'
import type {buildSubmission} from './logic'

export const ASSESSMENT_URL = '/api/symptom-assessment'
export type AssessmentSubmission = ReturnType<typeof buildSubmission>

/** POST /api/symptom-assessment (spec §7). */
export const useSubmitAssessment = () =>
  useMutation({
    mutationFn: (body: AssessmentSubmission) => apiJson<{id: string; createdAt: string}>('POST', ASSESSMENT_URL, body),
  })
