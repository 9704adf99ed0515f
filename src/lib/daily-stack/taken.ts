/** The daily-stack items she marked "I take this" (docs/health-rules.md): pure, stored as slugs by use-taken-stack. */

/** Marks the item as taken, or unmarks it when it is; each slug once, in the order she marked them. */
export const toggleTaken = (slugs: readonly string[], slug: string): string[] =>
  slugs.includes(slug) ? slugs.filter((taken) => taken !== slug) : [...slugs, slug]

/** The slugs kept from storage: strings, each once (another version may have written duplicates). */
export const cleanTaken = (slugs: readonly string[]): string[] => [...new Set(slugs)]
