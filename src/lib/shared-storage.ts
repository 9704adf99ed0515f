/**
 * Browser-storage values that two features share: one writes, another reads. Each has one schema (zod/mini, a
 * few hundred bytes in the bundle) and one typed accessor, so the writer and the readers agree on the shape; a
 * saved value that no longer fits its schema is logged and removed, like unreadable JSON (lib/storage).
 */
import * as z from 'zod/mini'
import {readJson, removeKey, STORAGE_KEYS, writeJson, type StorageKey} from './storage'

export type StoredValue<T> = {read: () => T | null; write: (value: T) => void; remove: () => void}

export function storedValue<S extends z.ZodMiniType>(key: StorageKey, schema: S): StoredValue<z.infer<S>> {
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
 * The tracker key this browser got on its first save, with the email it belongs to (DECISIONS 20): the tracker
 * writes and uses it; "delete my data" (features/access) deletes with it and forgets it.
 */
export const trackerKey = storedValue(STORAGE_KEYS.trackerKey, z.object({email: z.string(), key: z.string()}))

/**
 * The supplements she takes (docs/health-rules.md): the "I take this" toggles of the daily stack and of remedy profiles
 * write them, with the dose she gives in her summary; the appointment summary lists exactly these. An older version
 * stored daily-stack slugs only (cleanTaken reads them as stack items).
 */
export const takenSupplements = storedValue(
  STORAGE_KEYS.summaryStack,
  z.array(z.union([z.string(), z.object({kind: z.enum(['stack', 'remedy']), slug: z.string(), dose: z.string()})])),
)
