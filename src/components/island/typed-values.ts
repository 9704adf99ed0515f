/**
 * What the visitor typed, ticked or chose in static HTML before React hydrated it, and while it hydrated. React
 * hydrates a control with its own state (the static value, which it writes to the control's `defaultValue` /
 * `defaultChecked`) and leaves what the DOM holds alone, without telling the handlers: a form would submit what
 * React holds, not what she sees. So once the hydration has committed, every control whose DOM differs from
 * React's state gets what it holds now again, as an input event its handler sees as if she had just typed it.
 *
 * Read at that moment, not before the hydration: a key pressed while React hydrates lands in the DOM (React may or
 * may not see it, depending on which slice it falls in), and a value kept earlier would overwrite it.
 */
type FormControl = HTMLInputElement | HTMLTextAreaElement | HTMLSelectElement

const isToggle = (control: FormControl): control is HTMLInputElement =>
  control instanceof HTMLInputElement && (control.type === 'checkbox' || control.type === 'radio')

/** React's state as it rendered the control (for a select, the option the static HTML selected). */
const reactValue = (control: FormControl) =>
  control instanceof HTMLSelectElement
    ? (([...control.options].find((option) => option.defaultSelected) ?? control.options[0])?.value ?? '')
    : control.defaultValue

/** The value's setter on the element's prototype: React watches the element's own one to track its writes. */
function setUntracked(control: FormControl, value: string) {
  Object.getOwnPropertyDescriptor(Object.getPrototypeOf(control), 'value')?.set?.call(control, value)
}

type Entered = {control: HTMLInputElement; checked: boolean} | {control: FormControl; value: string}

/** What she entered that React's state lacks: a value, a ticked or unticked box, the radio she chose. */
function enteredIn(container: Element, skipInside: string | undefined): Entered[] {
  const entered: Entered[] = []
  for (const control of container.querySelectorAll<FormControl>('input, textarea, select')) {
    if (skipInside && control.closest(skipInside)) continue
    if (!isToggle(control)) {
      if (control.value !== reactValue(control)) entered.push({control, value: control.value})
    } else if (control.checked !== control.defaultChecked && (control.type === 'checkbox' || control.checked)) {
      entered.push({control, checked: control.checked})
    }
  }
  return entered
}

function replay(entry: Entered) {
  if ('checked' in entry) {
    // React's tracker learns the other state, so the click that restores hers is a change to it.
    entry.control.checked = !entry.checked
    entry.control.click()
    return
  }
  const {control, value} = entry
  // React's tracker learns its own value, so the value she entered is a change to it.
  control.value = reactValue(control)
  setUntracked(control, value)
  control.dispatchEvent(new Event(control instanceof HTMLSelectElement ? 'change' : 'input', {bubbles: true}))
}

/**
 * Once `container` has hydrated: each of its controls whose DOM differs from React's state is given what it holds,
 * through the events React listens to. All are read first: each replay re-renders the form, and React then sets
 * every controlled field back to its state. `skipInside`: controls inside elements matching it are left to their
 * own hydration (the page leaves its islands' controls to them).
 */
export function replayTypedValues(container: Element, {skipInside}: {skipInside?: string} = {}) {
  enteredIn(container, skipInside).forEach(replay)
}
