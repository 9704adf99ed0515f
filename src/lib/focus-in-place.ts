/**
 * After an item of a list goes with the control she pressed in it (WCAG 2.4.3): in the frame after the removal has
 * rendered, focus the same control of the item now in its place (the next one, or the new last), else `fallback`.
 * `selector` names that control in each item of `list`.
 */
export function focusInPlaceAfterRemoval(
  list: Element | null,
  selector: string,
  index: number,
  fallback: () => HTMLElement | null = () => null,
) {
  requestAnimationFrame(() => {
    const controls = list?.querySelectorAll<HTMLElement>(selector) ?? []
    ;(controls[Math.min(index, controls.length - 1)] ?? fallback())?.focus()
  })
}
