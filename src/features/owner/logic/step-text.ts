/**
 * A Setup step's action as she reads it: web addresses become links to the provider's page, and the one command a
 * step may still need shows as code she can copy. Addresses with a part to fill in (https://<your site>/…) stay text.
 */
export type StepPart = {kind: 'text' | 'link' | 'code'; text: string}

// A link starts with a host name ("it starts https://" names none) and ends before the punctuation that closes its
// sentence or brackets: "(https://…/env)." links …/env.
const PARTS = /(https:\/\/\w[^\s<>`]*?)(?=[,.;:)]*(?:\s|$))|`([^`]+)`/g

export function stepParts(action: string): StepPart[] {
  const parts: StepPart[] = []
  let last = 0
  for (const match of action.matchAll(PARTS)) {
    if (match.index > last) parts.push({kind: 'text', text: action.slice(last, match.index)})
    parts.push(match[1] ? {kind: 'link', text: match[1]} : {kind: 'code', text: match[2]})
    last = match.index + match[0].length
  }
  if (last < action.length) parts.push({kind: 'text', text: action.slice(last)})
  return parts
}
