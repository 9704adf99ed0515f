/**
 * The Studio's edit intent for a `data-sanity` attribute (`id=…;type=…;path=…;base=…`, as Sanity's
 * createDataAttribute writes it): the address that opens that document's form at that field. Array items are
 * written `field:2` in the attribute and `field[2]` in the intent.
 */
export function editIntentUrl(attribute: string | null | undefined): string | undefined {
  if (!attribute) return undefined
  const parts = new Map(
    attribute.split(';').map((part) => {
      const at = part.indexOf('=')
      return [part.slice(0, at), part.slice(at + 1)] as const
    }),
  )
  const [id, type, path, base] = ['id', 'type', 'path', 'base'].map((key) => parts.get(key))
  if (!id || !type || !path || !base) return undefined
  const studioPath = path
    .split('.')
    .map((segment) => segment.replace(/:(\d+)$/, '[$1]'))
    .join('.')
  return `${decodeURIComponent(base).replace(/\/$/, '')}/intent/edit/id=${id};type=${type};path=${studioPath}`
}
