/**
 * One request the Blobs client made: its method, its store (the client names it `site:<store>`) and its key; for a
 * listing (a GET of no key), how many blobs it answered.
 */
export type BlobsRequest = {method: string; store: string; key: string; listed?: number}

/**
 * Records the Blobs requests made through the global fetch (the client's transport) from `start()` until `stop()`,
 * so a test can bound what an answer cost in storage requests.
 */
export function blobsRequestRecorder() {
  const requests: BlobsRequest[] = []
  const realFetch = global.fetch
  return {
    requests,
    /** Of the store named, optionally only one method (GET, PUT, DELETE…). */
    of: (store: string, method?: string) =>
      requests.filter((request) => request.store === store && (!method || request.method === method)),
    clear: () => void (requests.length = 0),
    start() {
      global.fetch = ((input: Parameters<typeof fetch>[0], init?: RequestInit) => {
        const url = decodeURIComponent(input instanceof Request ? input.url : String(input))
        const blob = /\/site:([^/?]+)\/?([^?]*)/.exec(url)
        const method = (init?.method ?? (input instanceof Request ? input.method : 'GET')).toUpperCase()
        if (!blob) return realFetch(input, init)
        const request: BlobsRequest = {method, store: blob[1], key: blob[2]}
        requests.push(request)
        return realFetch(input, init).then(async (response) => {
          if (method === 'GET' && request.key === '' && response.ok)
            request.listed = ((await response.clone().json()) as {blobs?: unknown[]}).blobs?.length ?? 0
          return response
        })
      }) as typeof fetch
    },
    stop: () => void (global.fetch = realFetch),
  }
}
