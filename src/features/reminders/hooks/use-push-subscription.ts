import {useCallback, useEffect, useState} from 'react'
import {fetchVapidPublicKey, removeSubscription, saveSubscription} from '../api'
import {base64UrlToBytes, isPushSupported} from '../service-worker'

/** What the reminders area can show: the spec's states by push support and notification permission. */
export type PushView = 'checking' | 'unsupported' | 'default' | 'denied' | 'ready'

async function subscribe(token: string): Promise<PushSubscription> {
  const registration = await navigator.serviceWorker.ready
  const subscription =
    (await registration.pushManager.getSubscription()) ??
    (await registration.pushManager.subscribe({userVisibleOnly: true, applicationServerKey: base64UrlToBytes(await fetchVapidPublicKey())}))
  // Spec: a failure to store the subscription is only logged.
  await saveSubscription(subscription.toJSON(), token).catch((error) => console.error('Could not save the push subscription', error))
  return subscription
}

/** This browser's push state and subscription; browser APIs are only touched in effects and handlers. */
export function usePushSubscription(token: string) {
  const [view, setView] = useState<PushView>('checking')
  const [endpoint, setEndpoint] = useState<string | null>(null)

  useEffect(() => {
    if (!isPushSupported()) {
      setView('unsupported')
      return
    }
    const permission = Notification.permission
    if (permission !== 'granted') {
      setView(permission === 'denied' ? 'denied' : 'default')
      return
    }
    let active = true
    // Permission given earlier: pick up the existing subscription (and re-send it, the server may have pruned it).
    navigator.serviceWorker.ready
      .then((registration) => registration.pushManager.getSubscription())
      .then(async (existing) => {
        if (existing) await saveSubscription(existing.toJSON(), token).catch((error) => console.error('Could not save the push subscription', error))
        if (!active) return
        setEndpoint(existing?.endpoint ?? null)
        setView(existing ? 'ready' : 'default')
      })
      .catch((error) => {
        console.error('Could not read the push subscription', error)
        if (active) setView('default')
      })
    return () => {
      active = false
    }
  }, [token])

  /** Asks for permission and subscribes; resolves to the permission the visitor chose. */
  const enable = useCallback(async (): Promise<NotificationPermission> => {
    const permission = await Notification.requestPermission()
    if (permission !== 'granted') {
      setView(permission === 'denied' ? 'denied' : 'default')
      return permission
    }
    try {
      const subscription = await subscribe(token)
      setEndpoint(subscription.endpoint)
    } catch (error) {
      // Spec: subscribe failures are only logged; reminders then fall back to local timers.
      console.error('Push subscription failed', error)
    }
    setView('ready')
    return permission
  }, [token])

  const disable = useCallback(async () => {
    const registration = await navigator.serviceWorker.ready
    const subscription = await registration.pushManager.getSubscription()
    if (subscription) {
      await removeSubscription(subscription.toJSON(), token).catch((error) => console.error('Could not remove the push subscription', error))
      await subscription.unsubscribe()
    }
    setEndpoint(null)
    setView('default')
  }, [token])

  return {view, endpoint, enable, disable}
}
