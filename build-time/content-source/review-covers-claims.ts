import {claimsFingerprint, REVIEW_FIELD} from '../../content-model/claims-fingerprint'

type Node = Record<string, unknown>

/** What Gatsby adds to a node (and its `__`-prefixed bookkeeping, e.g. resolved fields); none of it is the document's. */
const GATSBY_FIELDS = new Set(['id', 'parent', 'children', 'internal', 'fields'])
const isGatsbyField = (key: string) => GATSBY_FIELDS.has(key) || key.startsWith('__')

const upperFirst = (text: string) => `${text[0].toUpperCase()}${text.slice(1)}`
const lowerFirst = (text: string) => `${text[0].toLowerCase()}${text.slice(1)}`
const reference = (documentId: string | undefined) => ({_type: 'reference', _ref: documentId})

/**
 * A content node back as the document Sanity stores, for its claims' fingerprint. Both content sources keep the
 * stored value of what they reshape: gatsby-source-sanity each object or array field as `_rawData<Field>`, the
 * embedded source (to-node-fields.ts) portable text as `_raw<Field>` and a reference as `<field>___NODE`, the
 * referenced node's id, whose document id `documentIdOf` gives back.
 */
export function storedDocumentOf(node: Node, documentIdOf: (nodeId: string) => string | undefined): Node {
  const stored = (field: string) => `_rawData${upperFirst(field)}` in node
  const doc: Node = {}
  for (const [key, value] of Object.entries(node)) {
    if (isGatsbyField(key)) continue
    if (key.startsWith('_rawData')) {
      doc[lowerFirst(key.slice('_rawData'.length))] = value
    } else if (/^_raw[A-Z]/.test(key)) {
      doc[lowerFirst(key.slice('_raw'.length))] = value
    } else if (key.endsWith('___NODE')) {
      const field = key.slice(0, -'___NODE'.length)
      if (stored(field)) continue
      doc[field] = Array.isArray(value)
        ? value.map((id: string) => reference(documentIdOf(id)))
        : reference(documentIdOf(value as string))
    } else if (!stored(key)) {
      doc[key] = value
    }
  }
  return doc
}

/**
 * Whether the node's recorded clinical review is of its claims as they stand: the fingerprint the review recorded
 * equals the claims' fingerprint now (the one function the Studio records it with). The site says "Reviewed by"
 * only then (DECISIONS 50).
 */
export function reviewCoversClaims(node: Node, documentIdOf: (nodeId: string) => string | undefined): boolean {
  const doc = storedDocumentOf(node, documentIdOf)
  const recorded = (doc[REVIEW_FIELD] as {claimsFingerprint?: unknown} | null | undefined)?.claimsFingerprint
  return typeof recorded === 'string' && recorded === claimsFingerprint(doc)
}
