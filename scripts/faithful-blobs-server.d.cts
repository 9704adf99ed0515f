/** Types of faithful-blobs-server.cjs (the local Blobs server correction shared by the tests and `npm start`). */
export function makeFaithful(BlobsServer: unknown): void
export const PRELOAD: string
export function nodeOptionsWithFaithfulBlobs(existing?: string): string
