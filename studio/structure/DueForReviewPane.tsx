import {useEffect, useState} from 'react'
import {Box, Card, Flex, Spinner, Stack, Text} from '@sanity/ui'
import {useClient} from 'sanity'
import {IntentLink} from 'sanity/router'
import {
  DUE_REASON_LABELS,
  dueForReview,
  HEALTH_DOCUMENTS_QUERY,
  healthDocumentsParams,
  type DueItem,
  type HealthDocument,
} from '../lib/clinical-review'

/**
 * "Due for review": the health documents a clinician should read next (never reviewed, claims changed since, or
 * reviewed 12 months ago or more; DECISIONS 50). The fingerprint is computed here, so the list is read whole and
 * judged by the same function as the badge.
 */
export function DueForReviewPane() {
  const client = useClient({apiVersion: '2025-01-01'})
  const [items, setItems] = useState<DueItem[] | null>(null)
  const [error, setError] = useState<string | null>(null)
  useEffect(() => {
    const subscription = client.observable
      .fetch<HealthDocument[]>(HEALTH_DOCUMENTS_QUERY, healthDocumentsParams(), {perspective: 'raw'})
      .subscribe({
        next: (documents) => setItems(dueForReview(documents, new Date())),
        error: (reason: Error) => setError(reason.message),
      })
    return () => subscription.unsubscribe()
  }, [client])
  if (error)
    return (
      <Card padding={4} tone="critical">
        <Text>Could not load the list: {error}</Text>
      </Card>
    )
  if (!items)
    return (
      <Flex padding={4} justify="center">
        <Spinner />
      </Flex>
    )
  if (items.length === 0)
    return (
      <Card padding={4} tone="positive">
        <Text>Every health document is reviewed, and none has changed since.</Text>
      </Card>
    )
  return (
    <Stack space={1} padding={2}>
      {items.map((item) => (
        <Card
          key={item.id}
          as={IntentLink}
          intent="edit"
          params={{id: item.id, type: item.type}}
          padding={3}
          radius={2}
        >
          <Stack space={2}>
            <Text weight="medium">{item.title}</Text>
            <Box>
              <Text size={1} muted>
                {DUE_REASON_LABELS[item.reason]}
                {item.reviewedAt ? ` (last review ${item.reviewedAt})` : ''}
              </Text>
            </Box>
          </Stack>
        </Card>
      ))}
    </Stack>
  )
}
