/**
 * A one-time secret that arrives in a link's query (a receipt's refund link, the coach's sign-in link) leaves
 * the address bar at once, so it is not in a screenshot, a shared URL or the next page's Referer. It is kept in
 * the history entry's state instead: a second mount of the page (React re-running effects, the development
 * server reloading a page it has just compiled) and a reload of the tab still find it.
 */
export function takeSecretFromUrl(param: string, pathWithoutSecret: string): string | null {
  const inUrl = new URLSearchParams(window.location.search).get(param)
  const state: unknown = window.history.state
  const kept =
    state && typeof state === 'object' && param in state ? String((state as Record<string, unknown>)[param]) : null
  const secret = inUrl ?? kept
  if (inUrl !== null) {
    const base = state && typeof state === 'object' ? state : {}
    window.history.replaceState({...base, [param]: inUrl}, '', pathWithoutSecret)
  }
  return secret
}
