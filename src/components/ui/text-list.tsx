/** A bulleted (or numbered) list of plain sentences; each sentence is its own key. */
export function TextList({
  items,
  ordered = false,
  className,
}: {
  items: readonly string[]
  ordered?: boolean
  className?: string
}) {
  const Tag = ordered ? 'ol' : 'ul'
  return (
    <Tag className={className}>
      {items.map((item) => (
        <li key={item}>{item}</li>
      ))}
    </Tag>
  )
}
