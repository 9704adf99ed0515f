import {useEffect, useState} from 'react'

/**
 * A mailed one-click link (unsubscribe, reminder-address confirmation): the page posts the link's `token` as soon
 * as it opens (a POST, so link scanners that only fetch the URL change nothing) and holds what happened:
 * 'working' until the answer, 'invalid' for a link without a token.
 */
export function useMailedLinkOutcome<Outcome extends string>(
  search: string,
  post: (token: string) => Promise<Outcome>,
): Outcome | 'working' | 'invalid' {
  const [outcome, setOutcome] = useState<Outcome | 'working' | 'invalid'>('working')
  useEffect(() => {
    const token = new URLSearchParams(search).get('token')
    if (!token) {
      setOutcome('invalid')
      return
    }
    let current = true
    void post(token).then((result) => current && setOutcome(result))
    return () => {
      current = false
    }
  }, [search, post])
  return outcome
}
