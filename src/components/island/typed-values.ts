/**
 * What the visitor typed, ticked or chose in an island's static HTML before it hydrated. React hydrates a control
 * with its own state (the static value) and does not see what the DOM holds, so a form would submit empty: the
 * controls go back to their static values for the hydration, then get her input again as input events, which
 * their handlers see as if she had just typed it.
 */
type FormControl = HTMLInputElement | HTMLTextAreaElement | HTMLSelectElement
type Kept = {control: FormControl; value: string} | {control: HTMLInputElement; checked: boolean}

const isToggle = (control: FormControl): control is HTMLInputElement =>
  control instanceof HTMLInputElement && (control.type === 'checkbox' || control.type === 'radio')

const staticValue = (control: FormControl) =>
  control instanceof HTMLSelectElement
    ? (([...control.options].find((option) => option.defaultSelected) ?? control.options[0])?.value ?? '')
    : control.defaultValue

export type TypedValues = Kept[]

/**
 * Sets the controls of `container` back to their static values; returns what she had entered. `skipInside`: controls
 * inside elements matching it are left as they are (the page leaves its islands' controls to them).
 */
export function takeTypedValues(container: Element, {skipInside}: {skipInside?: string} = {}): TypedValues {
  const kept: Kept[] = []
  for (const control of container.querySelectorAll<FormControl>('input, textarea, select')) {
    if (skipInside && control.closest(skipInside)) continue
    if (isToggle(control)) {
      if (control.checked === control.defaultChecked) continue
      kept.push({control, checked: control.checked})
      control.checked = control.defaultChecked
    } else if (control.value !== staticValue(control)) {
      kept.push({control, value: control.value})
      control.value = staticValue(control)
    }
  }
  return kept
}

/** Gives the hydrated controls her input again, through the events React listens to. */
export function replayTypedValues(kept: TypedValues) {
  for (const entry of kept) {
    if (!entry.control.isConnected) continue
    if ('checked' in entry) {
      if (entry.control.checked !== entry.checked) entry.control.click()
      continue
    }
    // The prototype's setter: React watches the element's own `value` and would take this for its own write.
    Object.getOwnPropertyDescriptor(Object.getPrototypeOf(entry.control), 'value')?.set?.call(
      entry.control,
      entry.value,
    )
    entry.control.dispatchEvent(
      new Event(entry.control instanceof HTMLSelectElement ? 'change' : 'input', {bubbles: true}),
    )
  }
}
