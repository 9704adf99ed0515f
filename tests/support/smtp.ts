import {simpleParser, type ParsedMail} from 'mailparser'
import {SMTPServer} from 'smtp-server'

/** A real SMTP server on 127.0.0.1 that keeps what it receives, for asserting sent mail. */
export async function startSmtpServer(port = 0) {
  const received: ParsedMail[] = []
  const server = new SMTPServer({
    authOptional: true,
    disabledCommands: ['STARTTLS'],
    onData(stream, _session, callback) {
      simpleParser(stream)
        .then((mail) => {
          received.push(mail)
          callback()
        })
        .catch(callback)
    },
  })
  await new Promise<void>((resolve) => server.listen(port, '127.0.0.1', resolve))
  const address = server.server.address() as {port: number}
  return {
    url: `smtp://127.0.0.1:${address.port}`,
    received,
    close: () => new Promise<void>((resolve) => server.close(() => resolve())),
  }
}

/** A header of a received mail exactly as it was sent (mailparser structures some, e.g. List-*). */
export const rawHeader = (mail: ParsedMail, name: string) =>
  mail.headerLines.find((line) => line.key === name.toLowerCase())?.line.replace(/^[^:]+:\s*/, '') ?? null
