import type {JSX} from 'react'
import {REFUND_LINK_MINUTES} from '../../config/site'
import {SupportLink, type LegalTextData} from './legal-page'

export function TermsContent({supportEmail, coachName, guaranteeText}: LegalTextData): JSX.Element {
  return (
    <>
      <p>
        These terms apply to the Menopause Mastery Toolkit website and the paid toolkit, which are created and sold by{' '}
        {coachName}, an independent menopause coach. In these terms, “we”, “us” and “the coach” mean {coachName}, and
        “you” means the person using the site or buying the toolkit. By using the site or buying the toolkit, you agree
        to these terms. Please read them together with our privacy policy.
      </p>

      <h2>Important health information</h2>
      <p>
        The toolkit provides educational information only. It is not medical advice, and it is not a diagnosis or
        treatment for any condition. The coach is not your doctor, and using the toolkit does not create a
        doctor–patient relationship.
      </p>
      <ul>
        <li>Supplements can interact with medications and are not right for everyone.</li>
        <li>
          Talk to your healthcare provider before starting any supplement or changing any treatment, especially if you
          are pregnant or breastfeeding, take medication (for example blood thinners, antidepressants, or diabetes or
          thyroid medication), or have a hormone-sensitive condition.
        </li>
        <li>Do not ignore or delay professional medical advice because of something you read in the toolkit.</li>
        <li>In an emergency, call your local emergency services.</li>
      </ul>
      <p>
        Statements about supplements have not been evaluated by the Food and Drug Administration (FDA). Supplements are
        not intended to diagnose, treat, cure or prevent any disease.
      </p>

      <h2>What you buy</h2>
      <p>The Menopause Mastery Toolkit is a digital product used in your web browser. It includes:</p>
      <ul>
        <li>a symptom assessment;</li>
        <li>a menopause phase quiz;</li>
        <li>a database of remedies and supplements;</li>
        <li>the coach’s own daily supplement stack;</li>
        <li>a daily symptom tracker;</li>
        <li>sleep and emotional wellness guides;</li>
        <li>daily wellness reminders, delivered as browser notifications if you turn them on.</li>
      </ul>
      <p>
        Nothing physical is shipped. Some parts of the site, such as articles and the free “Menopause Survival Guide”,
        are available without buying the toolkit; these terms apply to them as well.
      </p>

      <h2>How access works</h2>
      <p>
        There are no user accounts. After you pay, your access is saved in your browser together with a signed access
        token. Your purchase receipt email contains a restore link you can use to unlock the toolkit in another browser
        or on another device, or after clearing your browser data. Please keep that email. If you lose it, contact us at{' '}
        <SupportLink email={supportEmail} /> from the email address you used to pay and we will help.
      </p>

      <h2>Your licence</h2>
      <p>
        When you buy the toolkit, the coach gives you a personal, non-exclusive, non-transferable licence to use it for
        your own non-commercial purposes. You may use it on your own devices and browsers.
      </p>
      <p>You may not:</p>
      <ul>
        <li>share, publish, sell or give away your restore link, access token or any reviewer code;</li>
        <li>copy, resell, republish or redistribute the toolkit or its content, in whole or in large parts;</li>
        <li>use the toolkit’s content in a paid program, course, coaching service or product of your own;</li>
        <li>use the toolkit or its content to train or build another product or service.</li>
      </ul>
      <p>
        Printing or saving information for your own use, or sharing a single tip with a friend, is fine. If we find that
        access has been shared widely, we may cancel the shared access.
      </p>

      <h2>Lifetime access</h2>
      <p>
        “Lifetime access” means access for as long as the toolkit is offered, with no subscription and no repeat
        charges. It includes updates the coach makes to the toolkit over time. It does not mean your lifetime or the
        coach’s.
      </p>
      <p>
        We intend to run the toolkit for the long term. If we ever decide to discontinue it, we will give buyers
        reasonable advance notice by email and on the site, and before it closes we will give you a way to keep a
        printable copy of your favorites and a summary of your symptom tracking entries.
      </p>

      <h2>Prices, payment and coupons</h2>
      <p>
        The toolkit costs $37 (US dollars) as a one-time purchase. There is no subscription and you will not be charged
        again. If your card or account is in another currency, your bank or payment provider may apply its own
        conversion rate or fees.
      </p>
      <p>
        Payments are processed by Stripe (cards, and Apple Pay or Google Pay where offered) and by PayPal (including
        Venmo). Their own terms apply to the payment itself. The site never sees or stores your full card number.
      </p>
      <p>
        We may change the price for future buyers; that never affects a purchase you have already made. Coupons and
        special offers, including any offer shown to returning visitors, apply only as described when they are offered,
        have no cash value, and may end at any time.
      </p>

      <h2>Refunds: the “Try It On” guarantee</h2>
      {/* The promise in the coach's words, the same on every page (one Studio field); the terms of it follow. */}
      <p>{guaranteeText}</p>
      <p>
        The refund link in your receipt email opens the refund page for your order, which emails you a link that
        confirms the refund (it works for {REFUND_LINK_MINUTES} minutes and goes only to the address on your purchase);
        if you no longer have the receipt, email <SupportLink email={supportEmail} /> within 14 days from the address
        you used to pay. The refund goes back to your original payment method through Stripe or PayPal; how long it
        takes to appear depends on your bank or provider. Once you are refunded, your licence to use the paid toolkit
        ends.
      </p>
      <p>After 14 days, purchases are not refundable, except where the law requires otherwise.</p>

      <h2>Testimonials and results</h2>
      <p>
        Testimonials on the site describe individual experiences. Every body is different and results vary; you may not
        get the same results. A quote shown as a customer&apos;s is a real customer&apos;s words, published with her
        consent; everything else is labelled as an illustrative example, not the words of a specific customer. None of
        them is a promise of any particular outcome or a substitute for medical advice.
      </p>

      <h2>Affiliate links</h2>
      <p>
        Some supplement entries include links to retailers such as Amazon. These are affiliate links: if you buy through
        them, the coach may earn a commission, at no extra cost to you. Recommendations are based on the coach’s
        judgement, not on commissions, and you are free to buy elsewhere or not at all. Purchases from retailers are
        between you and the retailer, under the retailer’s own terms and privacy policy. We are not responsible for
        their products, prices, delivery or returns.
      </p>

      <h2>Acceptable use</h2>
      <p>When using the site, please do not:</p>
      <ul>
        <li>try to get into the paid toolkit without paying, or get around access checks;</li>
        <li>interfere with the site, overload it, or probe it for security weaknesses;</li>
        <li>use the contact form, guide requests or other forms to send spam, abuse or harmful content;</li>
        <li>enter someone else’s email address or personal information without their permission;</li>
        <li>scrape or bulk-copy the site’s content.</li>
      </ul>
      <p>We may block access for anyone who breaks these rules.</p>

      <h2>Intellectual property</h2>
      <p>
        The toolkit, including its text, guides, assessments, quiz, supplement and remedy database, design and software,
        belongs to the coach or is used with permission. Apart from the licence described above, buying the toolkit does
        not transfer any ownership to you. Product names and trademarks of other companies belong to their owners. The
        information you enter, such as your tracker entries, remains yours.
      </p>

      <h2>Availability and changes to the toolkit</h2>
      <p>
        We work to keep the toolkit available and accurate, but we cannot promise it will always be available, free of
        errors, or up to date with the latest research. We may improve, change or remove individual features over time.
        Reminders depend on your browser and device and may not always arrive on time.
      </p>

      <h2>Limitation of liability</h2>
      <p>
        The toolkit is provided “as is”. You are responsible for your own health decisions, and for talking to your
        healthcare provider before acting on anything you read. To the extent the law allows, the coach is not liable
        for any loss or harm that results from using, or being unable to use, the toolkit or the information in it, and
        the coach’s total liability to you for any claim about the toolkit is limited to the amount you paid for it.
      </p>
      <p>
        Nothing in these terms limits any rights you have under consumer protection laws that cannot be waived, or any
        liability that cannot be limited by law.
      </p>

      <h2>Age</h2>
      <p>The toolkit is written for adult women. You must be at least 18 to buy or use it.</p>

      <h2>Changes to these terms</h2>
      <p>
        We may update these terms from time to time, for example when we add features. When we do, we will update this
        page and the date at the top, and make significant changes clear on the site. Changes do not take away the
        lifetime access or the refund guarantee that applied when you bought the toolkit.
      </p>

      <h2>Contact</h2>
      <p>
        Questions about these terms, refunds or your access can be sent to {coachName} at{' '}
        <SupportLink email={supportEmail} />.
      </p>
    </>
  )
}
