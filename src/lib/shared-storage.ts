/**
 * Browser-storage values that two features share: one writes, another reads. Each has one schema (zod/mini, a
 * few hundred bytes in the bundle) and one typed accessor, so the writer and the readers agree on the shape; a
 * saved value that no longer fits its schema is logged and removed, like unreadable JSON (lib/storage).
 */
import * as z from 'zod/mini'
import {readJson, removeKey, STORAGE_KEYS, writeJson, type StorageKey} from './storage'

export type StoredValue<T> = {read: () => T | null; write: (value: T) => void; remove: () => void}

function storedValue<S extends z.ZodMiniType>(key: StorageKey, schema: S): StoredValue<z.infer<S>> {
  return {
    read() {
      const raw = readJson<unknown>(key)
      if (raw === null) return null
      const parsed = schema.safeParse(raw)
      if (parsed.success) return parsed.data
      console.error(`Removing saved data under ${key} that does not fit its shape`, parsed.error)
      removeKey(key)
      return null
    },
    write: (value) => writeJson(key, value),
    remove: () => removeKey(key),
  }
}

/**
 * The visitor's last phase-quiz result (phase-quiz writes it; the assessment reads the phase and its red flags,
 * DECISIONS 6 and 32). Red flags stay unknown here: lib/health's parseRedFlags keeps only the ids it knows.
 */
export const phaseResult = storedValue(
  STORAGE_KEYS.phaseResult,
  z.object({
    phase: z.optional(z.string()),
    title: z.optional(z.string()),
    completedAt: z.optional(z.string()),
    redFlags: z.optional(z.unknown()),
  }),
)
export type PhaseResult = NonNullable<ReturnType<typeof phaseResult.read>>

/** The last completed assessment (the assessment writes it; the tracker's doctor summary reads it). */
export const lastAssessment = storedValue(
  STORAGE_KEYS.lastAssessment,
  z.object({
    completedAt: z.string(),
    symptoms: z.array(z.object({id: z.string(), name: z.string(), severity: z.nullable(z.number())})),
    recommendations: z.array(z.object({slug: z.string(), name: z.string()})),
  }),
)
export type LastAssessment = NonNullable<ReturnType<typeof lastAssessment.read>>

/**
 * The tracker key this browser got on its first save, with the email it belongs to (DECISIONS 20): the tracker
 * writes and uses it; "delete my data" (features/access) deletes with it and forgets it.
 */
export const trackerKey = storedValue(STORAGE_KEYS.trackerKey, z.object({email: z.string(), key: z.string()}))
export type StoredTrackerKey = NonNullable<ReturnType<typeof trackerKey.read>>

/**
 * The daily-stack items she takes (docs/health-rules.md), by slug: the daily stack's "I take this" toggles write it; the
 * appointment summary lists exactly these items with their doses and warnings.
 */
export const takenStack = storedValue(STORAGE_KEYS.summaryStack, z.array(z.string()))
