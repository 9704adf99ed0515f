/**
 * How every mail reads: a template lists its paragraphs once, and this module renders them twice, as
 * plain text (the part every test and every client reads) and as HTML that reads well on a phone (one column,
 * inline styles, no images). Every interpolated value is HTML-escaped here, so a template never builds markup.
 */

/** A link: its address as text, `label` only in the HTML part (the text part shows the address itself). */
export type MailLink = {href: string; label?: string}
/** One line of a paragraph: words, a link, or both in a row (joined by a space). */
export type MailLine = string | MailLink | Array<string | MailLink>
/** A paragraph: its lines, kept together (one line break apart in text, `<br>` in HTML). */
export type MailParagraph = MailLine[]
export type RenderedMail = {subject: string; text: string; html: string}

export const link = (href: string, label?: string): MailLink => ({href, ...(label ? {label} : {})})

const ESCAPES: Record<string, string> = {'&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&#39;'}
/** Text safe inside HTML elements and attribute values. */
export const escapeHtml = (value: string) => value.replace(/[&<>"']/g, (char) => ESCAPES[char])

const STYLE = {
  body: 'margin:0;padding:0;background-color:#f7f5f2;',
  column:
    'max-width:560px;margin:0 auto;padding:24px 16px;font-family:Arial,Helvetica,sans-serif;font-size:16px;line-height:1.5;color:#1f2933;',
  paragraph: 'margin:0 0 16px 0;',
  link: 'color:#7a2e6b;text-decoration:underline;word-break:break-all;',
  footer: 'margin:24px 0 0 0;padding-top:16px;border-top:1px solid #ddd6cf;font-size:14px;color:#52606d;',
}

const parts = (line: MailLine) => (Array.isArray(line) ? line : [line])
const textOf = (line: MailLine) =>
  parts(line)
    .map((part) => (typeof part === 'string' ? part : part.href))
    .join(' ')
const htmlOf = (line: MailLine) =>
  parts(line)
    .map((part) =>
      typeof part === 'string'
        ? escapeHtml(part)
        : `<a href="${escapeHtml(part.href)}" style="${STYLE.link}">${escapeHtml(part.label ?? part.href)}</a>`,
    )
    .join(' ')
const paragraphHtml = (paragraph: MailParagraph, style = STYLE.paragraph) =>
  `<p style="${style}">${paragraph
    .flatMap((line): MailLine[] => (typeof line === 'string' ? line.split('\n') : [line]))
    .map(htmlOf)
    .join('<br>')}</p>`

/** Where the sender adds a footer (mail.ts: the unsubscribe link) inside the column. */
const FOOTER_SLOT = '<!--footer-->'

/** A mail from its subject and paragraphs: text paragraphs one blank line apart, HTML in one phone-wide column. */
export function renderMail(subject: string, paragraphs: MailParagraph[]): RenderedMail {
  const text = paragraphs.map((paragraph) => paragraph.map(textOf).join('\n')).join('\n\n')
  const html = [
    '<!doctype html>',
    '<html lang="en"><head><meta charset="utf-8">',
    '<meta name="viewport" content="width=device-width, initial-scale=1">',
    `<title>${escapeHtml(subject)}</title></head>`,
    `<body style="${STYLE.body}"><div style="${STYLE.column}">`,
    ...paragraphs.map((paragraph) => paragraphHtml(paragraph)),
    `${FOOTER_SLOT}</div></body></html>`,
  ].join('\n')
  return {subject, text, html}
}

/** A rendered mail with a footer paragraph added to both parts (text after a `--` line). */
export function withFooter(mail: {text: string; html?: string}, footer: MailParagraph) {
  return {
    text: `${mail.text}\n\n--\n${footer.map(textOf).join('\n')}`,
    ...(mail.html ? {html: mail.html.replace(FOOTER_SLOT, paragraphHtml(footer, STYLE.footer))} : {}),
  }
}
