/** Profile fields a reader needs to use a remedy safely, with the words the Studio shows when one is empty. */
const SAFETY_FIELDS = [
  {field: 'dosage', label: 'dosage'},
  {field: 'sideEffects', label: 'side effects'},
] as const

const isBlank = (value: unknown) => typeof value !== 'string' || value.trim() === ''

/** The safety fields a remedy leaves empty ('dosage', 'side effects'); none for other documents. */
export function missingSafetyInfo(doc: {_type?: string; [field: string]: unknown} | null | undefined): string[] {
  if (!doc || doc._type !== 'remedy') return []
  return SAFETY_FIELDS.filter(({field}) => isBlank(doc[field])).map(({label}) => label)
}

/** The badge's words, or null when nothing is missing. */
export function safetyBadge(missing: string[]) {
  if (missing.length === 0) return null
  return {
    label: `No ${missing.join(' or ')}`,
    title: `This remedy has no ${missing.join(' and no ')}. Add them in the "Full profile" tab so readers can use it safely.`,
    color: 'warning' as const,
  }
}
