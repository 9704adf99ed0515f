import {bearerToken, verifyAccessToken, type AccessClaims} from './access-token'
import {errorResponse} from './http'

/** The caller's access claims, or a 401 that says what to do. */
export async function requireAccess(req: Request): Promise<{claims: AccessClaims; response?: undefined} | {claims?: undefined; response: Response}> {
  const token = bearerToken(req)
  const claims = token ? await verifyAccessToken(token) : null
  return claims
    ? {claims}
    : {response: errorResponse(401, 'This part of the toolkit needs a valid purchase or reviewer access.', 'access_required')}
}
