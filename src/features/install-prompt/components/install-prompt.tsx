import {useEffect, useRef, useState} from 'react'
import {Button} from '../../../components/ui/button'
import {readString, STORAGE_KEYS, writeString} from '../../../lib/storage'
import {INSTALL_PROMPT_DELAY_MS} from '../../../config/site'
import {mayShowInstallPrompt} from '../logic'
import {INSTALL_MESSAGES as M} from '../messages'
import * as styles from './install-prompt.module.css'

/** Chrome's install event (not in TypeScript's DOM types). */
type InstallPromptEvent = Event & {prompt: () => Promise<void>; userChoice: Promise<{outcome: 'accepted' | 'dismissed'}>}

/** Install-app prompt (spec): 3 s after the browser offers installation; install or dismiss stores the time. */
export function InstallPrompt() {
  const [visible, setVisible] = useState(false)
  const offer = useRef<InstallPromptEvent | null>(null)

  useEffect(() => {
    let timer: number | undefined
    const onOffer = (event: Event) => {
      const standalone = window.matchMedia('(display-mode: standalone)').matches
      if (!mayShowInstallPrompt(standalone, readString(STORAGE_KEYS.installPromptShown), Date.now())) return
      event.preventDefault()
      offer.current = event as InstallPromptEvent
      window.clearTimeout(timer)
      timer = window.setTimeout(() => setVisible(true), INSTALL_PROMPT_DELAY_MS)
    }
    const onInstalled = () => {
      window.clearTimeout(timer)
      setVisible(false)
    }
    window.addEventListener('beforeinstallprompt', onOffer)
    window.addEventListener('appinstalled', onInstalled)
    return () => {
      window.clearTimeout(timer)
      window.removeEventListener('beforeinstallprompt', onOffer)
      window.removeEventListener('appinstalled', onInstalled)
    }
  }, [])

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
