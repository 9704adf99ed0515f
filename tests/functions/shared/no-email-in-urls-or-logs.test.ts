import {readdirSync, readFileSync, statSync} from 'node:fs'
import path from 'node:path'
import {unsubscribeLinks} from '../../../netlify/functions/_shared/email-list'
import {withErrors} from '../../../netlify/functions/_shared/http'
import {describeError, logError, withoutAddresses} from '../../../netlify/functions/_shared/log'

/**
 * The finding "email addresses travel in URLs and logs" (docs/threat-model.md): no URL the site builds carries an address (URLs end up in
 * logs, histories and Referer headers), and no server log line prints one, not even inside an error a library
 * threw (an SMTP server refusing a recipient quotes it).
 */
const root = path.resolve(__dirname, '../../..')
const sourceFiles = (dir: string): string[] =>
  readdirSync(path.join(root, dir)).flatMap((name) => {
    const file = path.join(dir, name)
    if (statSync(path.join(root, file)).isDirectory()) return sourceFiles(file)
    return /\.(ts|tsx|mts)$/.test(name) ? [file] : []
  })
const FILES = [...sourceFiles('src'), ...sourceFiles('netlify/functions')].map((file) => ({
  file,
  text: readFileSync(path.join(root, file), 'utf8'),
}))
/** Every console call of the functions, with its arguments (up to the closing parenthesis of the call). */
const consoleCalls = () =>
  // log.ts is the one place that prints an error, after taking the addresses out.
  FILES.filter(({file}) => file.startsWith('netlify/') && !file.endsWith('_shared/log.ts')).flatMap(({file, text}) =>
    [...text.matchAll(/console\.(log|error|warn|info)\(([\s\S]*?)\)\n/g)].map((match) => ({file, call: match[0]})),
  )

describe('No email address in any URL or log line (docs/threat-model.md)', () => {
  it('no URL the site or the functions build has an email parameter', () => {
    const offending = FILES.flatMap(({file, text}) =>
      /URLSearchParams\(\{[^}]*\bemail\b|[?&]email=\$\{|searchParams\.set\(['"]email/.test(text) ? [file] : [],
    )
    expect(offending).toEqual([])
  })

  it('the links mailed to her name no address (the unsubscribe link carries a keyed hash)', () => {
    process.env.ACCESS_TOKEN_SECRET = 'no-email-in-urls-secret-0123456789abcd'
    process.env.SITE_URL = 'https://toolkit.example'
    const links = JSON.stringify(unsubscribeLinks('Jane.Doe+list@Example.com'))
    expect(links.toLowerCase()).not.toMatch(/jane|example\.com|%40/)
  })

  it('no log line of the functions prints an address, a recipient or a raw error', () => {
    const offending = consoleCalls().filter(({call}) => /email|\.to\b|address|, error\)|\(error\)/i.test(call))
    expect(offending).toEqual([])
  })

  it('errors are logged without the addresses they quote', async () => {
    const refused = new Error(
      "Can't send mail - all recipients were rejected: 550 5.1.1 <jane.doe@example.com>: no such user",
    )
    expect(describeError(refused)).toBe(
      "Error: Can't send mail - all recipients were rejected: 550 5.1.1 <[address]>: no such user",
    )
    expect(withoutAddresses('to a.b+c@d.example, cc x@y.z')).toBe('to [address], cc [address]')
    const lines: string[] = []
    const spy = jest.spyOn(console, 'error').mockImplementation((...args: unknown[]) => {
      lines.push(args.map(String).join(' '))
    })
    try {
      logError('Receipt for stripe:pi_1 not sent yet', refused)
      const handler = withErrors(async () => {
        throw new TypeError('Invalid recipient "her@example.com"')
      })
      expect((await handler(new Request('http://localhost/api/x'), undefined)).status).toBe(500)
    } finally {
      spy.mockRestore()
    }
    expect(lines).toHaveLength(2)
    expect(lines.join('\n')).not.toMatch(/@example\.com/)
  })
})
