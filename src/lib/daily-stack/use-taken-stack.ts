import {takenStack} from '../shared-storage'
import {createStorageStore} from '../storage-store'
import {cleanTaken, toggleTaken} from './taken'

const NONE: string[] = []
const store = createStorageStore(() => cleanTaken(takenStack.read() ?? NONE), NONE)

/** Marks or unmarks a daily-stack item as one she takes, in this browser (like favorites, never sent). */
export function toggleTakenStackItem(slug: string) {
  takenStack.write(toggleTaken(store.read(), slug))
  store.changed()
}

/** The slugs of the stack items she takes; none in the static render and the first client render. */
export const useTakenStack = store.useValue
