/**
 * Server configuration, read from the environment at request time.
 * Demo defaults exist only for local development (`DEMO_MODE=true`, set by `npm start`);
 * on Netlify's production context they are never used, and a missing secret is an error.
 */
export class MissingConfigError extends Error {
  constructor(readonly variable: string) {
    super(`Server is missing configuration: ${variable}`)
  }
}

const DEMO_DEFAULTS: Record<string, string> = {
  ACCESS_TOKEN_SECRET: 'demo-only-access-token-secret-not-for-production-0001',
  REVIEWER_CODES: 'REVIEW-AMY-2025,PRESS-PREVIEW-01,PARTNER-LOOK-02,EDITOR-CHECK-03,BETA-READER-04',
  SITE_URL: 'http://localhost:8888',
  COACH_EMAIL: 'coach@localhost',
  MAIL_FROM: 'Menopause Mastery Toolkit <support@localhost>',
  SURVIVAL_GUIDE_URL: 'https://menopausemasterytoolkit.com/survival-guide',
  // The VAPID key pair itself comes from .netlify/dev-secrets.json (scripts/start.mts).
  VAPID_SUBJECT: 'mailto:support@localhost',
}

export const isDemoMode = () => process.env.DEMO_MODE === 'true' && process.env.CONTEXT !== 'production'

/** The variable's value; in demo mode its demo default; otherwise MissingConfigError (answered as 500). */
export function requireEnv(name: string): string {
  const value = process.env[name]
  if (value) return value
  const fallback = isDemoMode() ? DEMO_DEFAULTS[name] : undefined
  if (fallback) return fallback
  throw new MissingConfigError(name)
}

export const optionalEnv = (name: string): string | undefined => process.env[name] || undefined
