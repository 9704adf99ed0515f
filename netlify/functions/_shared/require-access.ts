import type {z} from 'zod'
import {ERROR_CODES, type Endpoint} from '../../../src/lib/api-contract'
import {bearerToken, checkAccessToken, type AccessClaims} from './access-token'
import {isDemoMode, isProductionContext, issuingContext, type DeployContextHolder} from './env'
import {errorResponse, parseBody, refuseRequest} from './http'
import {orderAccess} from './order-access'
import {ownerIdOf, type OwnerId} from './owner-id'

/** Why a premium request was refused: the browser shows the matching sentence (src/lib/access). */
export const ACCESS_REFUSALS = {
  [ERROR_CODES.accessRequired]: 'This part of the toolkit needs a valid purchase or reviewer access.',
  [ERROR_CODES.accessExpired]:
    'Your access has expired. Please enter your reviewer code again or open the link in your receipt.',
  [ERROR_CODES.orderRefunded]: 'This purchase was refunded, so the full toolkit is no longer unlocked.',
  [ERROR_CODES.orderDisputed]: 'This payment is disputed, so the full toolkit is paused. Please contact support.',
  [ERROR_CODES.paymentPending]: 'This payment has not completed yet. The toolkit opens as soon as it does.',
  [ERROR_CODES.paymentFailed]: 'This payment did not go through, so the toolkit is not unlocked.',
} as const
export type AccessRefusal = keyof typeof ACCESS_REFUSALS

/** The checked claims and the one owner id of what the caller stores (owner-id.ts, DECISIONS 47). */
type AccessCheck =
  | {claims: AccessClaims; owner: OwnerId; response?: undefined}
  | {claims?: undefined; owner?: undefined; response: Response}

const refuse = (status: 401 | 403, code: AccessRefusal): AccessCheck => ({
  response: errorResponse(status, ACCESS_REFUSALS[code], code),
})

/**
 * The caller's own data credential: a token this deploy context signed (purchaser, reviewer, or demo in demo mode),
 * whatever became of its order. Enough to delete her own data and stop her own reminders after a refund
 * or dispute (docs/threat-model.md), never to open premium content.
 */
export async function requireDataOwner(req: Request, context?: DeployContextHolder): Promise<AccessCheck> {
  const token = bearerToken(req)
  if (!token) return refuse(401, ERROR_CODES.accessRequired)
  const checked = await checkAccessToken(token, {allowDemo: isDemoMode(context), context: issuingContext(context)})
  if (!checked.claims)
    return refuse(401, checked.reason === 'expired' ? ERROR_CODES.accessExpired : ERROR_CODES.accessRequired)
  return {claims: checked.claims, owner: ownerIdOf(checked.claims, token)}
}

/**
 * The caller's access claims, or a 401 (no valid token) / 403 (a purchase that is no longer paid).
 * A purchaser token is checked against its order on every request (one Blobs read at most, cached
 * briefly per instance); demo tokens count only in demo mode.
 */
export async function requireAccess(req: Request, context?: DeployContextHolder): Promise<AccessCheck> {
  const owner = await requireDataOwner(req, context)
  if (owner.response) return owner
  const {claims} = owner
  if (claims.role !== 'purchaser') return owner
  const order = claims.purchaseId ? await orderAccess(claims.purchaseId) : null
  // A test-money order (a deploy preview sharing production's stores) never opens production.
  if (order?.testMode && isProductionContext(context)) return refuse(401, ERROR_CODES.accessRequired)
  const state = order?.state ?? null
  if (state === 'paid') return owner
  if (state === 'refunded') return refuse(403, ERROR_CODES.orderRefunded)
  if (state === 'disputed') return refuse(403, ERROR_CODES.orderDisputed)
  if (state === 'pending') return refuse(403, ERROR_CODES.paymentPending)
  if (state === 'failed') return refuse(403, ERROR_CODES.paymentFailed)
  return refuse(401, ERROR_CODES.accessRequired)
}

/** The front of a purchaser endpoint with a JSON body: method guard, then access (401/403), then the body validated. */
export async function readAuthorizedRequest<S extends z.ZodType>(
  req: Request,
  endpoint: Pick<Endpoint, 'methods'>,
  schema: S,
  context?: DeployContextHolder,
): Promise<{data: z.infer<S>; claims: AccessClaims; owner: OwnerId; response?: undefined} | {response: Response}> {
  const refused = await refuseRequest(req, endpoint)
  if (refused) return {response: refused}
  const access = await requireAccess(req, context)
  if (access.response) return {response: access.response}
  const parsed = await parseBody(req, schema)
  return parsed.response ? {response: parsed.response} : {data: parsed.data, claims: access.claims, owner: access.owner}
}
