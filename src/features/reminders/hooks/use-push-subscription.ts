import {useCallback, useEffect, useState} from 'react'
import {fetchVapidPublicKey, removeSubscription, saveSubscription} from '../api'
import {base64UrlToBytes, isPushSupported} from '../service-worker'

/**
 * What the reminders area can show: the original states by push support and notification permission, and
 * 'unavailable': permission granted, but no subscription the server has stored, so nothing would arrive.
 */
export type PushView = 'checking' | 'unsupported' | 'default' | 'denied' | 'unavailable' | 'ready'

/** Subscribes this browser and stores the subscription on the server; throws unless both succeeded. */
async function subscribe(): Promise<PushSubscription> {
  const registration = await navigator.serviceWorker.ready
  const subscription =
    (await registration.pushManager.getSubscription()) ??
    (await registration.pushManager.subscribe({
      userVisibleOnly: true,
      applicationServerKey: base64UrlToBytes(await fetchVapidPublicKey()),
    }))
  await saveSubscription(subscription.toJSON())
  return subscription
}

/** This browser's push state and subscription; browser APIs are only touched in effects and handlers. */
export function usePushSubscription() {
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
    // Permission given earlier: pick up the existing subscription and re-send it (the server may have pruned it);
    // reminders are "on" only once the server holds it.
    navigator.serviceWorker.ready
      .then((registration) => registration.pushManager.getSubscription())
      .then(async (existing) => {
        if (existing) await saveSubscription(existing.toJSON())
        if (!active) return
        setEndpoint(existing?.endpoint ?? null)
        setView(existing ? 'ready' : 'default')
      })
      .catch((error) => {
        console.error('Could not set up push reminders', error)
        if (active) setView('unavailable')
      })
    return () => {
      active = false
    }
  }, [])

  /** Asks for permission and subscribes; resolves to the view it led to. */
  const enable = useCallback(async (): Promise<PushView> => {
    const permission = await Notification.requestPermission()
    if (permission !== 'granted') {
      const view = permission === 'denied' ? 'denied' : 'default'
      setView(view)
      return view
    }
    try {
      const subscription = await subscribe()
      setEndpoint(subscription.endpoint)
      setView('ready')
      return 'ready'
    } catch (error) {
      // The original brief logged the failure and said "on" anyway; nothing would have arrived.
      console.error('Push subscription failed', error)
      setView('unavailable')
      return 'unavailable'
    }
  }, [])

  const disable = useCallback(async () => {
    const registration = await navigator.serviceWorker.ready
    const subscription = await registration.pushManager.getSubscription()
    if (subscription) {
      await removeSubscription({endpoint: subscription.endpoint, keys: subscription.toJSON().keys}).catch((error) =>
        console.error('Could not remove the push subscription', error),
      )
      await subscription.unsubscribe()
    }
    setEndpoint(null)
    setView('default')
  }, [])

  return {view, endpoint, enable, disable}
}
