import {useEffect, useState} from 'react'
import {TRACKER_KEY_HEADER} from '../../../config/tracking'
import {ApiError, apiJson} from '../../../lib/api-client'
import {API} from '../../../lib/api-contract'
import {forgetTrackingOnDevice} from '../../../lib/health/record'
import {trackerKey} from '../../../lib/shared-storage'
import {Button} from '../../../components/ui/button'
import {DELETE_MY_DATA_MESSAGES as M} from '../messages'

type State = 'idle' | 'busy' | 'deleted' | 'failed'

/**
 * Her data stays hers after a refund or dispute (docs/threat-model.md): the tracker key this browser holds deletes her
 * tracking record with no access token (the server needs nothing else). Shown only where a key is kept.
 */
export function DeleteMyData() {
  const [key, setKey] = useState<string | null>(null)
  const [state, setState] = useState<State>('idle')
  useEffect(() => setKey(trackerKey.read()?.key ?? null), [])
  if (!key && state !== 'deleted') return null

  const remove = async () => {
    setState('busy')
    try {
      await apiJson(API.symptomTracking, 'DELETE', undefined, {headers: {[TRACKER_KEY_HEADER]: key as string}})
    } catch (error) {
      // 403: the key opens nothing any more (already deleted): nothing left to delete.
      if (!(error instanceof ApiError && error.status === 403)) {
        setState('failed')
        return
      }
    }
    forgetTrackingOnDevice()
    setKey(null)
    setState('deleted')
  }

  if (state === 'deleted') return <p role="status">{M.deleted}</p>
  return (
    <p>
      {M.explain}{' '}
      <Button variant="outline" onClick={remove} busy={state === 'busy'}>
        {M.button}
      </Button>
      {state === 'failed' ? <span role="alert"> {M.failed}</span> : null}
    </p>
  )
}
