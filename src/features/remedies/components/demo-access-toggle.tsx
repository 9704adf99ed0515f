import {useState} from 'react'
import {grantPurchase, revokePurchase} from '../../../lib/access/access-store'
import {Button} from '../../../components/ui/button'
import {toast} from '../../../components/ui/use-toast'
import {requestDemoToken} from '../api'
import {REMEDY_MESSAGES as M} from '../messages'

/** Demo mode only (DECISIONS 18): grants a demo token or removes the purchase, then reloads like the original toggle. */
export default function DemoAccessToggle({purchased}: {purchased: boolean}) {
  const [busy, setBusy] = useState(false)
  const toggle = async () => {
    setBusy(true)
    try {
      if (purchased) revokePurchase()
      else grantPurchase((await requestDemoToken()).token)
      window.location.reload()
    } catch (error) {
      console.error(error)
      toast({title: 'Error', description: 'Something went wrong. Please try again.', variant: 'destructive'})
      setBusy(false)
    }
  }
  return (
    <p style={{textAlign: 'center'}}>
      <Button variant="ghost" onClick={toggle} busy={busy}>
        {M.demoToggle}
      </Button>
    </p>
  )
}
