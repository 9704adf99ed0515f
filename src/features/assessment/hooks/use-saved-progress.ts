import {useEffect, useState} from 'react'
import {readJson, removeKey, STORAGE_KEYS, writeJson} from '../../../lib/storage'
import {checkSavedProgress, shouldSaveProgress, type Answers, type SavedProgress} from '../logic'
import {ASSESSMENT_MESSAGES as M} from '../messages'

/**
 * Saved progress: offered back on load when it is fresh and past step 1, deleted when expired or
 * corrupt, and rewritten on every change once there is something worth keeping.
 */
export function useSavedProgress(currentStep: number, answers: Answers) {
  const [resumable, setResumable] = useState<SavedProgress | null>(null)

  useEffect(() => {
    const check = checkSavedProgress(readJson(STORAGE_KEYS.assessmentProgress), Date.now())
    if (check.kind === 'corrupt') console.error(M.corruptProgress)
    if (check.kind === 'corrupt' || check.kind === 'expired') removeKey(STORAGE_KEYS.assessmentProgress)
    if (check.kind === 'resumable') setResumable(check.progress)
  }, [])

  useEffect(() => {
    // While the resume question is open, keep what is stored until the visitor answers.
    if (resumable || !shouldSaveProgress(currentStep, answers)) return
    const progress: SavedProgress = {currentStep, answers, timestamp: Date.now()}
    writeJson(STORAGE_KEYS.assessmentProgress, progress)
  }, [currentStep, answers, resumable])

  return {
    resumable,
    dismissResume: () => setResumable(null),
    clear: () => removeKey(STORAGE_KEYS.assessmentProgress),
  }
}
