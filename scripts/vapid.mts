// `npm run vapid`: prints a new VAPID key pair for web push, as lines for .env or Netlify's settings.
import webPush from 'web-push'

const {publicKey, privateKey} = webPush.generateVAPIDKeys()
console.log(`VAPID_PUBLIC_KEY=${publicKey}\nVAPID_PRIVATE_KEY=${privateKey}`)
console.log(
  '# Also set VAPID_SUBJECT to a mailto: address people can reach, e.g. VAPID_SUBJECT=mailto:support@example.com',
)
