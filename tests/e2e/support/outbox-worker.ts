import {randomBytes} from 'node:crypto'
import {runOutbox, type OutboxRun} from '../../../netlify/functions/_shared/mail-outbox'
import {blobsContext, startBlobsServer} from '../../support/blobs-server.cjs'
import {E2E_ENV} from './e2e-env'
import {servedBlobsSandbox} from './stored-blobs'

/**
 * One run of the outbox's retry worker (mail-outbox.ts `runOutbox`, what the scheduled send-queued-mail runs each
 * minute) on the served build's own stores, at a time the test chooses: the back-off between attempts is minutes to
 * an hour, so a browser test reaches a mail given up on by running the worker later rather than by waiting. The
 * worker reads and writes through the project's store module, over a local Blobs server of its own on the same files
 * the served functions use, and mails through the same SMTP address they do.
 */
export async function runOutboxWorkerAt(now: Date): Promise<OutboxRun> {
  const {directory, siteID} = servedBlobsSandbox()
  const token = randomBytes(16).toString('hex')
  const {server, port} = await startBlobsServer({directory, token})
  const saved = {NETLIFY_BLOBS_CONTEXT: process.env.NETLIFY_BLOBS_CONTEXT, SMTP_URL: process.env.SMTP_URL}
  process.env.NETLIFY_BLOBS_CONTEXT = blobsContext(`http://127.0.0.1:${port}`, token, siteID)
  process.env.SMTP_URL = E2E_ENV.SMTP_URL
  try {
    return await runOutbox(now)
  } finally {
    for (const [name, value] of Object.entries(saved)) {
      if (value === undefined) delete process.env[name]
      else process.env[name] = value
    }
    await server.stop()
  }
}
