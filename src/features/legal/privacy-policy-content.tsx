import type {JSX} from 'react'
import {
  describeDays,
  GUIDE_MAIL_INTERVAL_HOURS,
  REMINDER_MAIL_CONFIRM_HOURS,
  RETENTION,
  TRACKER_RECOVERY_LINK_MINUTES,
} from '../../config/retention'
import {ClearDeviceHealth} from '../../components/health/clear-device-health'
import {SupportLink, type LegalContentProps} from './legal-page'

/** Every period below comes from src/config/retention.ts, which the daily cleanup function enforces. */
const period = {
  assessment: describeDays(RETENTION.assessmentDays),
  tracking: describeDays(RETENTION.trackingInactiveDays),
  contact: describeDays(RETENTION.contactMessageDays),
  signUp: describeDays(RETENTION.emailCaptureDays),
  unsubscribed: describeDays(RETENTION.unsubscribedEmailDays),
  reminderMail: describeDays(RETENTION.reminderMailInactiveDays),
  auditLog: describeDays(RETENTION.auditLogDays),
  deadMail: describeDays(RETENTION.deadMailDays),
}

export function PrivacyPolicyContent({supportEmail, coachName}: LegalContentProps): JSX.Element {
  return (
    <>
      <p>
        The Menopause Mastery Toolkit is created and sold by {coachName}, an independent menopause coach. In this
        policy, “we”, “us” and “the coach” mean {coachName}. This page explains what information the toolkit collects,
        where it is kept, why, and what you can do about it.
      </p>

      <h2>The short version</h2>
      <ul>
        <li>There are no user accounts. Most of what the toolkit remembers about you lives in your own browser.</li>
        <li>
          Some features store information on our server, and only when you use them: the symptom assessment, free guide
          requests, the contact form, the symptom tracker, daily reminders and purchases.
        </li>
        <li>We do not sell your information, and we do not use advertising trackers or analytics cookies.</li>
        <li>Card payments are handled by Stripe and PayPal. We never see or store your full card number.</li>
        <li>
          You can delete what you stored yourself: your assessment answers from the assessment, your tracker entries
          from the tracker, and your address from our list with the unsubscribe link in every email that is not a
          receipt.
        </li>
        <li>
          Everything we store is deleted automatically after a fixed time, listed under “How long we keep information”.
        </li>
        <li>
          You can also ask us to delete your information at any time by emailing <SupportLink email={supportEmail} />.
        </li>
      </ul>

      <h2>What is stored in your browser</h2>
      <p>
        Because there are no accounts, the toolkit uses your browser’s local storage to remember things between visits.
        This information stays on your device. It is only sent to our server when a feature needs it, for example when
        the toolkit checks your access token, or when the symptom tracker uses its private key to load your entries. The
        items are:
      </p>
      <ul>
        <li>a purchase flag and a signed access token, which show that you have bought the toolkit;</li>
        <li>a reviewer access flag and code, if the coach has given you a reviewer code;</li>
        <li>an owner-view setting, used only by the coach to preview the site;</li>
        <li>
          a visit counter, used to show a returning-visitor offer pop-up, and the time you last dismissed that pop-up;
        </li>
        <li>
          your symptom assessment progress, so you can pick up where you left off (it expires automatically after 24
          hours);
        </li>
        <li>
          for each assessment you completed, its reference and a private deletion key, so you can delete your answers
          from our server;
        </li>
        <li>
          your health record: the stage the phase quiz gave you and the answer it was based on, whether you said you use
          hormonal contraception or HRT, your last assessment’s symptoms and suggestions, and each answer of the phase
          quiz, the assessment, the monthly score or the tracker that calls for a clinician, with its date (the summary
          for your appointment reads them);
        </li>
        <li>your favorites list;</li>
        <li>your list of wellness reminders;</li>
        <li>
          a note that you have already seen or answered the free-guide pop-up that appears when you are about to leave,
          so it is not shown again;
        </li>
        <li>the time we last suggested installing the toolkit on your device, so we do not ask too often;</li>
        <li>a private tracker key, if you use the symptom tracker (see below);</li>
        <li>
          the name you put on your appointment summary, if any, and the supplements you marked “I take this”, with the
          dose you gave for each.
        </li>
      </ul>
      <p>
        You can remove all of this at any time by clearing your browser’s site data. If you do, the toolkit will forget
        your purchase on that browser; use the restore link in your purchase receipt email to get access back. To remove
        only your health answers (your health record, the supplements you marked, the name on your summary and an
        unfinished assessment) and keep your purchase, use this button. Deleting your tracking data from the tracker
        also removes from this browser the answers your tracker days raised.
      </p>
      <ClearDeviceHealth />

      <h2>What is stored on our server, and why</h2>
      <p>
        The toolkit runs small server functions on Netlify, which store data in Netlify’s storage service (Netlify
        Blobs). The following information is stored there, only when you use the feature concerned.
      </p>

      <h3>Symptom assessment</h3>
      <p>
        When you submit the symptom assessment, we store the symptoms you selected, the severity ratings you gave, the
        supplements the assessment recommended, and your email address if you chose to enter it (it is optional). We use
        these submissions to show an anonymous count of how many assessments were completed in the last 30 days, and the
        coach sees them only as totals of at least 5 people. Neither ever shows individual answers or email addresses.
      </p>
      <p>
        Your browser keeps a private deletion key for each assessment you complete. On the assessment’s last step,
        “Delete my saved answers” deletes them from our server at once. Otherwise they are deleted {period.assessment}{' '}
        after you completed the assessment.
      </p>

      <h3>Free guide requests</h3>
      <p>
        When you ask for the free “Menopause Survival Guide”, we store your email address and which form you used, so we
        can send you the guide. We send it to the same address at most once every {GUIDE_MAIL_INTERVAL_HOURS} hours,
        however often the form is sent. Every such email has a one-click unsubscribe link (and the standard unsubscribe
        header that email apps show as an “Unsubscribe” button). After you unsubscribe we never send the guide or any
        other list email to that address again; {period.unsubscribed} later the address itself is deleted and we keep
        only a one-way code made from it, so we can still recognise it and not mail it. If you never unsubscribe, your
        address is deleted {period.signUp} after you last asked for the guide.
      </p>

      <h3>Contact form</h3>
      <p>
        Messages sent through the contact form (your name, email address, subject and message) are stored and forwarded
        to the coach by email so they can be read and answered. Our stored copy is deleted {period.contact} after you
        sent it; to have the coach’s copy deleted sooner, write to <SupportLink email={supportEmail} />.
      </p>

      <h3>Symptom tracker</h3>
      <p>
        If you use the daily symptom tracker, we store, for each day, the number of hot flashes, hours of sleep, mood,
        energy and any notes you add, and, if you take the monthly symptom score (the Menopause Rating Scale), your 11
        answers and the day you took it, in the same record. This is health information, and we treat it with extra
        care. Your entries are filed under your purchase (or, for reviewers, under your reviewer access) together with
        your email address, which we keep only as a one-way code; someone else’s access can never open or take them
        over. They can only be read with a private tracker key that is created and kept in the browser you used to start
        tracking, and we use them only to show them back to you. If you lose that key (a new browser, cleared data), the
        tracker can email a one-time link to your address that opens your entries in the browser you use; it works once,
        within {TRACKER_RECOVERY_LINK_MINUTES} minutes, and the address is stored with it only until it is used or the
        next daily cleanup after it expires. You can delete all your entries yourself at any time from the tracker
        (“Delete my tracking data”), scores included. Otherwise they are deleted {period.tracking} after your last save.
        The summary for your appointment, and its PDF, are made in your browser: nothing in them is sent to us, and the
        name you may add to it stays in your browser.
      </p>

      <h3>Daily wellness reminders</h3>
      <p>
        If you turn on reminders, we store your browser’s push notification subscription (a web address and keys
        supplied by your browser) and each reminder’s time, title, text and time zone, so we can send the reminders at
        the right time. You can unsubscribe from the reminders page or turn notifications off in your browser settings.
      </p>
      <p>
        Where your browser cannot receive push notifications, you can choose daily reminder emails instead: we then
        store the email address you give for them. Every reminder email has a one-click unsubscribe link, which deletes
        the address and its reminders at once.
      </p>

      <h3>Purchases</h3>
      <p>
        When you buy the toolkit, we keep a purchase record with the payment reference, the amount paid, any coupon used
        and the email address supplied by the payment provider. We use it to send your receipt, to restore your access
        in another browser, to handle refunds, and for our accounting.
      </p>

      <h2>Payments</h2>
      <p>
        Payments are processed by Stripe (cards, and Apple Pay or Google Pay where offered) and by PayPal (including
        Venmo). Your card or account details go directly to them; the toolkit never sees or stores your full card
        number. While you are paying, these providers may use their own cookies or similar technology, for example to
        prevent fraud, under their own privacy policies.
      </p>

      <h2>Emails we send</h2>
      <p>We only send email you would expect from using the toolkit:</p>
      <ul>
        <li>your purchase receipt, which includes your restore link;</li>
        <li>the free guide, if you asked for it (with a one-click unsubscribe link);</li>
        <li>a one-time link to open your tracker entries in a new browser, only when you ask for it in the tracker;</li>
        <li>replies to messages you sent us.</li>
      </ul>

      <h2>Cookies, analytics and advertising</h2>
      <p>
        The toolkit does not use analytics cookies or advertising trackers, and we do not build advertising profiles
        about you. The only third-party technology involved is the payment providers’ own, during checkout.
      </p>
      <p>
        Some supplement entries link to retailers such as Amazon. These are affiliate links, which means the coach may
        earn a commission if you buy through them, at no extra cost to you. Once you follow one of those links you are
        on the retailer’s site, and the retailer’s own privacy policy applies to anything it collects.
      </p>

      <h2>Who else handles your information</h2>
      <p>
        We do not sell, rent or trade your information. We share it only with the services that run the toolkit for us:
      </p>
      <ul>
        <li>
          Netlify, which hosts the site, runs its server functions and stores the data described above. Like any web
          host, it processes technical information such as IP addresses to deliver pages and protect the site from
          abuse, for example by limiting how many requests one address can send to our forms in a minute;
        </li>
        <li>Stripe and PayPal, which process payments;</li>
        <li>our email delivery provider, which sends receipts, the free guide and replies;</li>
        <li>your browser’s push notification service, which delivers reminders you have turned on.</li>
      </ul>
      <p>
        The site’s articles and other editorial content are managed in Sanity, a content management system. Sanity holds
        only that content, not any information about you.
      </p>
      <p>We may also disclose information if we are required to by law.</p>

      <h2>A note about health information</h2>
      <p>
        Your assessment answers and tracker entries are about your health, so we collect only what each feature needs
        and never use them for advertising. The toolkit provides educational information only. It is not medical advice,
        a diagnosis or treatment. Please talk to your healthcare provider about your symptoms, and in an emergency call
        your local emergency services.
      </p>

      <h2>How long we keep information</h2>
      <p>
        We keep information only as long as we need it for the purpose it was collected for. A cleanup runs every day
        and deletes what has reached the end of its period:
      </p>
      <ul>
        <li>symptom assessments: {period.assessment} after you completed them;</li>
        <li>symptom tracker entries: {period.tracking} after your last save;</li>
        <li>contact-form messages: {period.contact} after you sent them;</li>
        <li>
          guide sign-ups: {period.signUp} after your last request; after an unsubscribe, the address goes{' '}
          {period.unsubscribed} later and only the one-way code that stops further mail stays;
        </li>
        <li>
          reminder subscriptions: until you turn reminders off, your browser’s push service ends the subscription, or a
          sixth browser on the same purchase replaces the one used longest ago;
        </li>
        <li>
          the address for reminder emails: until you unsubscribe or turn reminder emails off, or {period.reminderMail}{' '}
          after you last opened the reminders page; an address never confirmed from the link we email to it is deleted
          when that link expires, {REMINDER_MAIL_CONFIRM_HOURS} hours after it was sent;
        </li>
        <li>purchase records: for as long as we need them for accounting and tax purposes;</li>
        <li>
          the coach’s log of what was done with a purchase (a refund, a resent receipt), which names the order but not
          you: {period.auditLog} after each entry;
        </li>
        <li>
          an email we could not deliver after trying for some hours (it holds your address and the message):{' '}
          {period.deadMail} after we stopped trying, unless it was sent since;
        </li>
        <li>saved assessment progress in your browser: 24 hours.</li>
      </ul>
      <p>
        You can delete your assessment answers, tracker entries and guide sign-up yourself, as described above, or ask
        us to delete any of your information sooner.
      </p>

      <h2>Your choices</h2>
      <ul>
        <li>Delete your symptom tracker entries yourself, at any time, from the tracker.</li>
        <li>Delete your symptom assessment answers on the assessment’s last step.</li>
        <li>Unsubscribe from the guide and any list email with the one-click link in each email.</li>
        <li>Stop reminders from the reminders page or in your browser’s notification settings.</li>
        <li>Clear the toolkit’s data from your browser in your browser settings.</li>
        <li>
          Ask us for a copy of the information we hold about you, to correct it, or to delete it, by emailing{' '}
          <SupportLink email={supportEmail} />. Depending on where you live, you may have further rights under local
          law, and we will honor them.
        </li>
      </ul>
      <p>
        If you ask us to delete your purchase record, we may need to keep the parts required for accounting or tax, and
        you will not be able to use the restore link afterwards.
      </p>

      <h2>Keeping information secure</h2>
      <p>
        The site is served over HTTPS, access tokens are signed so they cannot be forged, and tracker entries are
        protected by a private key held in your browser. No system is perfectly secure, so we also collect as little as
        we can.
      </p>

      <h2>Children</h2>
      <p>
        The toolkit is written for adult women going through perimenopause and menopause. It is not intended for anyone
        under 18, and we do not knowingly collect information from children. If you believe a child has sent us
        information, please contact us and we will delete it.
      </p>

      <h2>Changes to this policy</h2>
      <p>
        If we change how the toolkit handles your information, we will update this page and the date at the top. If a
        change is significant, we will also make it clear on the site.
      </p>

      <h2>Contact</h2>
      <p>
        Questions or requests about your privacy can be sent to {coachName} at <SupportLink email={supportEmail} />.
      </p>
    </>
  )
}
