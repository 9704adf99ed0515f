import {connect as connectTcp, type Socket} from 'node:net'
import {connect as connectTls} from 'node:tls'

/**
 * Whether SMTP_URL's server answers as a mail server: connect, read its 220 greeting, say EHLO, read 250, QUIT.
 * It never logs in (the password stays unused). A network that does not let the build reach the server is not
 * her mistake: that is `unreachable`, and the preflight goes on with the address checked by its form only.
 */
export type SmtpProbe = {kind: 'answered'} | {kind: 'unreachable'; reason: string} | {kind: 'not-smtp'; reason: string}

/** The last line of an SMTP reply ("250 ok" after "250-…" lines), once it has arrived. */
const finalLine = (buffer: string) =>
  buffer
    .split('\r\n')
    .slice(0, -1)
    .find((line) => /^\d{3}( |$)/.test(line))

export function probeSmtp(url: URL, timeoutMs = 5000): Promise<SmtpProbe> {
  const host = url.hostname
  const port = Number(url.port || (url.protocol === 'smtps:' ? 465 : 587))
  return new Promise((resolve) => {
    let connected = false
    let stage: 'greeting' | 'ehlo' = 'greeting'
    let buffer = ''
    const socket: Socket =
      url.protocol === 'smtps:' ? connectTls({host, port, servername: host}) : connectTcp({host, port})
    const finish = (result: SmtpProbe) => {
      clearTimeout(timer)
      socket.removeAllListeners('data')
      if (result.kind === 'answered') socket.end('QUIT\r\n')
      else socket.destroy()
      resolve(result)
    }
    const timer = setTimeout(
      () =>
        finish(
          connected
            ? {kind: 'not-smtp', reason: `no mail server greeting within ${timeoutMs / 1000} s`}
            : {kind: 'unreachable', reason: `no connection within ${timeoutMs / 1000} s`},
        ),
      timeoutMs,
    )
    socket.once(url.protocol === 'smtps:' ? 'secureConnect' : 'connect', () => (connected = true))
    socket.on('error', (error: NodeJS.ErrnoException) =>
      finish(
        connected
          ? {kind: 'not-smtp', reason: error.code ?? error.message}
          : {kind: 'unreachable', reason: error.code ?? error.message},
      ),
    )
    socket.on('data', (chunk: Buffer) => {
      buffer += chunk.toString('latin1')
      const first = buffer.split('\r\n')[0]
      const spoken = buffer.includes('\r\n') ? /^\d{3}[ -]/.test(first) : buffer.length < 512
      const line = finalLine(buffer)
      if (spoken && !line && buffer.length < 4096) return
      const code = line?.slice(0, 3)
      if (stage === 'greeting') {
        if (code !== '220')
          return finish({kind: 'not-smtp', reason: `it greeted with "${(spoken && line ? line : first).slice(0, 60)}"`})
        stage = 'ehlo'
        buffer = ''
        socket.write('EHLO preflight.invalid\r\n')
        return
      }
      finish(
        code === '250'
          ? {kind: 'answered'}
          : {kind: 'not-smtp', reason: `EHLO answered "${(line ?? '').slice(0, 60)}"`},
      )
    })
  })
}
