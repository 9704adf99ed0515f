import {randomUUID} from 'node:crypto'
import {blobsContext} from './blobs-server.cjs'
import {TEST_REVIEWER_CODES} from './reviewer-code'

/** Each test file gets its own site id, so its stores start empty and files never see each other's data. */
const url = process.env.TEST_BLOBS_URL
if (!url) throw new Error('TEST_BLOBS_URL is not set: the Blobs global setup did not run')
process.env.NETLIFY_BLOBS_CONTEXT = blobsContext(url, process.env.TEST_BLOBS_TOKEN ?? '', randomUUID())

// A reviewer token names its code and works only while that code is in REVIEWER_CODES (docs/threat-model.md).
process.env.REVIEWER_CODES ??= TEST_REVIEWER_CODES
