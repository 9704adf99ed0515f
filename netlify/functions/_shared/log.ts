/**
 * Server log lines (docs/threat-model.md): no email address in any of them. Errors of mail, payment or storage libraries
 * can quote an address (an SMTP server that refuses a recipient, a provider's validation message), so an error is
 * never logged as it is: only its name and its message with every address-like text replaced.
 */
const ADDRESS = /[^\s@<>"'(),;:[\]]+@[^\s@<>"'(),;:[\]]+/g

/** The text with every address-like part replaced by `[address]`. */
export const withoutAddresses = (text: string) => text.replace(ADDRESS, '[address]')

/** What of an error may be logged: its name and its message, without addresses. */
export function describeError(error: unknown): string {
  if (error instanceof Error) return withoutAddresses(`${error.name}: ${error.message}`)
  return withoutAddresses(String(error))
}

/** Logs an error under a label (which must not name anyone), without addresses. */
export const logError = (label: string, error: unknown) => console.error(`${label}: ${describeError(error)}`)
