/** Text split into plain runs and web addresses (http/https), so a mail's links can be shown as links. */
export function splitLinks(text: string): {text: string; link: boolean}[] {
  const parts: {text: string; link: boolean}[] = []
  let last = 0
  for (const match of text.matchAll(/https?:\/\/[^\s<>"]+[^\s<>".,;:!?)]/g)) {
    const start = match.index ?? 0
    if (start > last) parts.push({text: text.slice(last, start), link: false})
    parts.push({text: match[0], link: true})
    last = start + match[0].length
  }
  if (last < text.length) parts.push({text: text.slice(last), link: false})
  return parts
}
