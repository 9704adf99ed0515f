import type {BlobsServer} from '@netlify/blobs/server'

/** Starts a local Blobs server with faithful conditional writes; resolves to the server and its port. */
export declare function startBlobsServer(options: {
  directory: string
  token: string
}): Promise<{server: BlobsServer; port: number}>
