import {takenSupplements} from '../shared-storage'
import {createStorageStore} from '../storage-store'
import {cleanTaken, toggleTaken, withDose, type TakenKind, type TakenSupplement} from '../health/taken-supplements'

const NONE: TakenSupplement[] = []
const store = createStorageStore(() => cleanTaken(takenSupplements.read() ?? NONE), NONE)

/** Marks or unmarks a supplement as one she takes, in this browser (like favorites, never sent). */
export function toggleTakenSupplement(item: {kind: TakenKind; slug: string}) {
  takenSupplements.write(toggleTaken(store.read(), item))
  store.changed()
}

/** Keeps the dose she says she takes of a marked supplement. */
export function setTakenDose(item: {kind: TakenKind; slug: string}, dose: string) {
  takenSupplements.write(withDose(store.read(), item, dose))
  store.changed()
}

/** The supplements she takes; none in the static render and the first client render. */
export const useTakenSupplements = store.useValue
