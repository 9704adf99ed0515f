import {useState} from 'react'
import {Button} from '../../../components/ui/button'
import {WHERE_TO_SET} from '../../../config/where-to-set'
import {makeVapidKeys, type VapidKeys} from '../../../lib/settings/vapid-keys'
import {SETUP_MESSAGES} from '../messages'
import {CopyValue} from './copy-value'
import * as styles from './owner.module.css'

const M = SETUP_MESSAGES.keys

/**
 * The Reminder (VAPID) keys step without a terminal: her browser makes the pair and shows it to paste into Netlify.
 * Nothing is sent or kept: leaving the page forgets it, and each press makes another pair.
 */
export function VapidKeyMaker() {
  const [keys, setKeys] = useState<VapidKeys | null>(null)
  const [failed, setFailed] = useState(false)
  const make = async () => {
    try {
      setKeys(await makeVapidKeys())
      setFailed(false)
    } catch {
      // No crypto.subtle: a page not served over https (or a very old browser).
      setKeys(null)
      setFailed(true)
    }
  }
  return (
    <div className={styles.keyMaker}>
      <Button variant="outline" onClick={make}>
        {M.make}
      </Button>
      <p role="status" className={styles.keyStatus}>
        {keys ? M.made : ''}
      </p>
      {failed ? (
        <p role="alert" className={styles.error}>
          {M.failed}
        </p>
      ) : null}
      {keys ? (
        // Keyed by the pair: a new pair's Copy buttons start at "Copy", none says "Copied" for the previous one.
        <dl key={keys.publicKey} className={styles.keyPair}>
          <KeyValue label={M.publicKey} setting="VAPID_PUBLIC_KEY" value={keys.publicKey} />
          <KeyValue label={M.privateKey} setting="VAPID_PRIVATE_KEY" value={keys.privateKey} />
        </dl>
      ) : null}
      <p className={styles.setupNote}>{M.note(WHERE_TO_SET)}</p>
    </div>
  )
}

function KeyValue({label, setting, value}: {label: string; setting: string; value: string}) {
  return (
    <div>
      <dt>
        {label}: <code>{setting}</code>
      </dt>
      <dd>
        <CopyValue value={value} name={M.copyName(setting)} />
      </dd>
    </div>
  )
}
