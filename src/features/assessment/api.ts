import {useMutation} from '../../lib/query-client'
import {useSyncExternalStore} from 'react'
import {API} from '../../lib/api-contract'
import type {AssessmentDeletion, AssessmentSubmissionBody, SavedAssessment} from '../../lib/api-contract/assessment'
import {accessJson} from '../../lib/access/access-api'
import {ApiError, apiJson} from '../../lib/api-client'
import {isBrowser, readJson, removeKey, STORAGE_KEYS, writeJson} from '../../lib/storage'
import type {buildSubmission} from './logic'

export type AssessmentSubmission = ReturnType<typeof buildSubmission>

/** What this browser keeps of each assessment it stored: enough to delete it, nothing of the answers. */
export type {SavedAssessment}

const CHANGED = 'saved-assessments-changed'
const NONE: SavedAssessment[] = []
let cached: {raw: string | null; list: SavedAssessment[]} = {raw: null, list: NONE}

/** The saved assessments, as a stable snapshot for useSyncExternalStore. */
function readSaved(): SavedAssessment[] {
  const raw = isBrowser() ? window.localStorage.getItem(STORAGE_KEYS.savedAssessments) : null
  if (raw !== cached.raw) cached = {raw, list: readJson<SavedAssessment[]>(STORAGE_KEYS.savedAssessments) ?? NONE}
  return cached.list
}
function writeSaved(list: SavedAssessment[]) {
  if (list.length) writeJson(STORAGE_KEYS.savedAssessments, list)
  else removeKey(STORAGE_KEYS.savedAssessments)
  window.dispatchEvent(new Event(CHANGED))
}
const subscribe = (onChange: () => void) => {
  window.addEventListener(CHANGED, onChange)
  window.addEventListener('storage', onChange)
  return () => {
    window.removeEventListener(CHANGED, onChange)
    window.removeEventListener('storage', onChange)
  }
}

/** The assessments this browser can delete; re-renders when one is added or deleted. */
export const useSavedAssessments = () => useSyncExternalStore(subscribe, readSaved, () => NONE)

/** POST /api/symptom-assessment; the browser keeps the deletion key it returns. */
export const useSubmitAssessment = () =>
  useMutation({
    mutationFn: async (body: AssessmentSubmission) => {
      // A purchaser's assessment counts in the coach's report, one per order (docs/threat-model.md): her token says so.
      const saved = await accessJson(API.symptomAssessment, 'POST', body satisfies AssessmentSubmissionBody)
      writeSaved([...readSaved(), {id: saved.id, createdAt: saved.createdAt, deletionKey: saved.deletionKey}])
      return saved
    },
  })

/** DELETE every assessment this browser stored; one already gone (404) counts as deleted. */
export const useDeleteSavedAssessments = () =>
  useMutation({
    mutationFn: async () => {
      for (const saved of readSaved()) {
        try {
          await apiJson(API.symptomAssessment, 'DELETE', saved satisfies AssessmentDeletion)
        } catch (error) {
          if (!(error instanceof ApiError && error.status === 404)) throw error
        }
        writeSaved(readSaved().filter((item) => item.id !== saved.id))
      }
    },
  })
