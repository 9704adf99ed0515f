import path from 'node:path'
import {claimsFingerprint} from '../../../content-model/claims-fingerprint'
import {readDataset} from '../../../build-time/content-source/dataset'
import {reviewCoversClaims, storedDocumentOf} from '../../../build-time/content-source/review-covers-claims'
import {toNodeFields} from '../../../build-time/content-source/to-node-fields'

type Doc = Record<string, unknown>

const remedies = readDataset(path.resolve('content')).filter((doc) => doc._type === 'remedy') as Doc[]
const nodeIdOf = (documentId: string) => `node-${documentId}`
const documentIdOf = (nodeId: string) => nodeId.replace(/^node-/, '')
const gatsbyFields = (doc: Doc) => ({
  id: nodeIdOf(String(doc._id)),
  parent: null,
  children: [],
  internal: {type: 'SanityRemedy'},
  __gatsby_resolved: {affiliateLink: null},
})

/** A node as the embedded source makes it (gatsby-node's sourceNodes). */
const embeddedNode = (doc: Doc) => ({...toNodeFields(doc, nodeIdOf), ...gatsbyFields(doc)})

/**
 * A node as gatsby-source-sanity makes it: object and array fields also stored whole as `_rawData<Field>`, beside
 * the field with its references rewritten to node links.
 */
const sanityNode = (doc: Doc) => {
  const node: Doc = {...gatsbyFields(doc)}
  for (const [key, value] of Object.entries(doc)) {
    if (value !== null && typeof value === 'object') {
      node[`_rawData${key[0].toUpperCase()}${key.slice(1)}`] = value
      node[key] = JSON.parse(JSON.stringify(value).replace(/"_ref":"/g, '"_ref":"node-'))
    } else {
      node[key] = value
    }
  }
  return node
}

const reviewed = (doc: Doc) => ({
  ...doc,
  clinicalReview: {reviewerName: 'Dana Reyes', claimsFingerprint: claimsFingerprint(doc)},
})

describe('storedDocumentOf', () => {
  it("gives back each embedded remedy's claims, from either content source's node", () => {
    expect(remedies.length).toBeGreaterThan(10)
    for (const doc of remedies) {
      expect(claimsFingerprint(storedDocumentOf(embeddedNode(doc), documentIdOf))).toBe(claimsFingerprint(doc))
      expect(claimsFingerprint(storedDocumentOf(sanityNode(doc), documentIdOf))).toBe(claimsFingerprint(doc))
    }
  })
})

describe('reviewCoversClaims', () => {
  const doc = remedies[0]

  it('holds while the claims are those the review recorded, whatever else changed', () => {
    expect(reviewCoversClaims(embeddedNode(reviewed(doc)), documentIdOf)).toBe(true)
    expect(reviewCoversClaims(sanityNode(reviewed(doc)), documentIdOf)).toBe(true)
    const moved = {...reviewed(doc), sortOrder: 99, emoji: '🌱'}
    expect(reviewCoversClaims(embeddedNode(moved), documentIdOf)).toBe(true)
  })

  it('fails once a claim changed since the review, or where no fingerprint is recorded', () => {
    const changed = {...reviewed(doc), description: `${String(doc.description)} It cures everything.`}
    expect(reviewCoversClaims(embeddedNode(changed), documentIdOf)).toBe(false)
    expect(reviewCoversClaims(sanityNode(changed), documentIdOf)).toBe(false)
    const retagged = {...reviewed(doc), symptoms: [{_key: 'x', _type: 'reference', _ref: 'symptom-brain-fog'}]}
    expect(reviewCoversClaims(embeddedNode(retagged), documentIdOf)).toBe(false)
    expect(reviewCoversClaims(embeddedNode(doc), documentIdOf)).toBe(false)
    expect(reviewCoversClaims(embeddedNode({...doc, clinicalReview: {reviewerName: 'Dana Reyes'}}), documentIdOf)).toBe(
      false,
    )
  })
})
