import {useState} from 'react'
import {Button, Card, Stack, Text, TextArea, TextInput} from '@sanity/ui'
import {reviewInputProblems, type ReviewInput} from '../lib/clinical-review'

/** What the reviewer signs: her name and credential, and what she read. Today's date and the fingerprint are added. */
export function ReviewForm({
  initial,
  onSubmit,
}: {
  initial: Partial<ReviewInput>
  onSubmit: (input: ReviewInput) => void
}) {
  const [input, setInput] = useState<Partial<ReviewInput>>(initial)
  const [tried, setTried] = useState(false)
  const problems = reviewInputProblems(input)
  const set = (field: keyof ReviewInput) => (event: {currentTarget: {value: string}}) =>
    setInput({...input, [field]: event.currentTarget.value})
  return (
    <form
      onSubmit={(event) => {
        event.preventDefault()
        setTried(true)
        if (problems.length === 0) onSubmit(input as ReviewInput)
      }}
    >
      <Stack space={4}>
        <Text size={1}>
          You sign for the health claims of this document as they stand now: any later change to them needs a new review
          before it can be published.
        </Text>
        <Stack space={2}>
          <Text as="label" size={1} weight="medium">
            Your name
          </Text>
          <TextInput value={input.reviewerName ?? ''} onChange={set('reviewerName')} />
        </Stack>
        <Stack space={2}>
          <Text as="label" size={1} weight="medium">
            Your credential (e.g. MD, NP, RD, PharmD)
          </Text>
          <TextInput value={input.reviewerCredential ?? ''} onChange={set('reviewerCredential')} />
        </Stack>
        <Stack space={2}>
          <Text as="label" size={1} weight="medium">
            What you reviewed
          </Text>
          <TextArea rows={3} value={input.scope ?? ''} onChange={set('scope')} />
        </Stack>
        {tried && problems.length > 0 ? (
          <Card tone="critical" padding={3} radius={2}>
            <Text size={1}>Still needed: {problems.join(', ')}.</Text>
          </Card>
        ) : null}
        <Button type="submit" tone="positive" text="Record my review" />
      </Stack>
    </form>
  )
}
