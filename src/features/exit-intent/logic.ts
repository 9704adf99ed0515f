/** It opens when the pointer leaves the window through the top edge. */
export const leftThroughTop = (event: {relatedTarget: EventTarget | null; clientY: number}) =>
  event.relatedTarget === null && event.clientY <= 0
