/** Runs `work` in the task after the next frame is painted: what she tapped is on screen first (decision 48). */
export function afterNextPaint(work: () => void) {
  requestAnimationFrame(() => setTimeout(work, 0))
}
