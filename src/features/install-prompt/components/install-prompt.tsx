import {useEffect, useRef, useState} from 'react'
import {Button} from '../../../components/ui/button'
import {STORAGE_KEYS, writeString} from '../../../lib/storage'
import {watchInstallOffer, type InstallOffer} from '../offer'
import {INSTALL_MESSAGES as M} from '../messages'
import * as styles from './install-prompt.module.css'

/**
 * Install-app prompt: 3 s after the browser offers installation; install or dismiss stores the time.
 * `offer`: an offer already due to show (gatsby-browser watched for it before loading this): shown at once.
 */
export function InstallPrompt({offer: initialOffer = null}: {offer?: InstallOffer | null}) {
  const [visible, setVisible] = useState(initialOffer !== null)
  const offer = useRef<InstallOffer | null>(initialOffer)

  useEffect(
    () =>
      watchInstallOffer({
        onShow: (next) => {
          offer.current = next
          setVisible(true)
        },
        onInstalled: () => setVisible(false),
      }),
    [],
  )

  const close = () => {
    writeString(STORAGE_KEYS.installPromptShown, String(Date.now()))
    setVisible(false)
  }
  const install = async () => {
    close()
    await offer.current?.prompt()
    offer.current = null
  }

  if (!visible) return null
  return (
    <section className={styles.prompt} aria-label={M.label}>
      <div>
        <h2 className={styles.title}>{M.title}</h2>
        <p className={styles.text}>{M.text}</p>
      </div>
      <div className={styles.actions}>
        <Button onClick={install}>{M.install}</Button>
        <Button variant="ghost" onClick={close}>
          {M.dismiss}
        </Button>
      </div>
    </section>
  )
}
