import {useEffect} from 'react'
import {toast} from '../../../components/ui/use-toast'
import {TRACKER_LINK_PARAM} from '../../../config/tracking'
import {replaceAddress} from '../../../lib/replace-address'
import {redeemTrackerLink} from '../api'
import {TRACKING_MESSAGES as M} from '../messages'

/**
 * Opening the mailed one-time link (/toolkit?tracker-link=…#tracking) gives this browser a new tracker key.
 * The code leaves the address bar at once, so it stays in no history entry or bookmark.
 */
export function useTrackerLink(unlocked: boolean, onOpened: (email: string) => void) {
  useEffect(() => {
    const url = new URL(window.location.href)
    const code = url.searchParams.get(TRACKER_LINK_PARAM)
    if (!code || !unlocked) return
    url.searchParams.delete(TRACKER_LINK_PARAM)
    replaceAddress(`${url.pathname}${url.search}${url.hash}`)
    redeemTrackerLink(code).then(
      (email) => {
        onOpened(email)
        toast({title: M.linkOpened})
      },
      () => toast({title: M.errorTitle, description: M.linkInvalid, variant: 'destructive'}),
    )
    // Once per page load: the code is single-use.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [unlocked])
}
