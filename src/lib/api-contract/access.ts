import type {DemoPurchaseRequest, ReviewerCodeRequest} from './access.schema'
import {answering, endpoints} from './endpoint'
import {OWNER_PREMIUM_CONTENT_PATH} from '../../config/premium'
import type {PremiumContent} from '../content/premium'

/** Access tokens (reviewer codes, demo mode) and the premium content they open (DECISIONS 16, 17, 18). */
export const ACCESS_ENDPOINTS = endpoints({
  reviewerAccess: answering<{POST: AccessTokenResult}, {POST: ReviewerCodeRequest}>()({
    path: '/api/reviewer-access',
    methods: ['POST'],
    fn: 'reviewer-access',
  }),
  demoAccess: answering<{POST: AccessTokenResult}>()({path: '/api/demo-access', methods: ['POST'], fn: 'demo-access'}),
  /** A rehearsal sale on /test-checkout: an order marked demo, its receipt and a purchaser token. */
  demoPurchase: answering<{POST: DemoPurchaseResult}, {POST: DemoPurchaseRequest}>()({
    path: '/api/demo-purchase',
    methods: ['POST'],
    fn: 'demo-purchase',
  }),
  toolkitContent: answering<{GET: PremiumContent}>()({
    path: '/api/toolkit-content',
    alsoPaths: [OWNER_PREMIUM_CONTENT_PATH],
    methods: ['GET'],
    fn: 'toolkit-content',
  }),
})

export type AccessTokenResult = {token: string}

/** The toolkit's content answers a purchaser token due for renewal with its successor in this header. */
export const ACCESS_TOKEN_RENEWED_HEADER = 'X-Access-Token-Renewed'

export type DemoPurchaseResult = {token: string; orderId: string}

export type {DemoPurchaseRequest, ReviewerCodeRequest}
