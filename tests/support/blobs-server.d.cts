import type {BlobsServer} from '@netlify/blobs/server'

/** Starts a local Blobs server with faithful conditional writes; resolves to the server and its port. */
export declare function startBlobsServer(options: {
  directory: string
  token: string
}): Promise<{server: BlobsServer; port: number}>

/** The NETLIFY_BLOBS_CONTEXT that points the Blobs client at a local server (`url`) for one site. */
export declare function blobsContext(url: string, token: string, siteID: string): string
