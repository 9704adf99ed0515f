import {Link} from 'gatsby'
import {ROUTES} from '../../config/site'
import {KEYBOARD_PATH_TABS} from '../../config/legal'
import {SupportLink, type LegalContentProps} from './legal-page'

/** The accessibility statement (docs/accessibility.md): the standard, what is done, known limits, how to report a problem. */
export function AccessibilityContent({supportEmail, coachName}: LegalContentProps) {
  return (
    <>
      <p>
        {coachName} wants everyone to be able to use this site and the toolkit, whatever device, browser settings or
        assistive technology you use. This statement covers every page of this website and the toolkit inside it.
      </p>

      <h2>The standard we follow</h2>
      <p>
        We aim to meet the Web Content Accessibility Guidelines 2.2 (WCAG 2.2) at level AA. The site partly meets it:
        the limits we know of are listed below, and we are working on them.
      </p>

      <h2>What you can expect</h2>
      <ul>
        <li>Everything works with a keyboard alone, with a visible focus outline.</li>
        <li>
          A window you open takes focus and gives it back to the button that opened it when you close it, without moving
          the page; Escape closes it.
        </li>
        <li>
          Nothing opens by itself into your way: our offer appears beside the page, is announced politely to screen
          readers and never moves your focus.
        </li>
        <li>
          Pages fit a screen 320 pixels wide and work with your browser’s text size at 200%, without scrolling sideways.
        </li>
        <li>If your device asks for less motion, the site does not animate or glide when it scrolls.</li>
        <li>Links to a part of a page move your focus to that part’s heading.</li>
        <li>
          Each tool is a few Tab presses away: links at the very top of the home page skip to the symptom assessment and
          the phase quiz, and on the toolkit page to the symptom tracker. The list of symptoms, a rating scale and a
          slider are one Tab stop each: the arrow keys move within them or set the value, and Space ticks a symptom. In
          our keyboard tests, from the top of the page to the result, the assessment takes{' '}
          {KEYBOARD_PATH_TABS.assessment} Tab presses (two symptoms rated), the phase quiz {KEYBOARD_PATH_TABS.quiz} and
          saving a day in the tracker {KEYBOARD_PATH_TABS.tracker}.
        </li>
      </ul>

      <h2>Known limits</h2>
      <ul>
        <li>
          The assessment’s Tab presses grow with what you choose: one more for each symptom you rate and for each
          recommended remedy, as each is a link to its profile.
        </li>
        <li>
          Card and PayPal payment fields come from Stripe and PayPal, inside their own frames; their accessibility is in
          their hands.
        </li>
        <li>
          The tracker’s chart is a picture of your entries; the same figures are listed day by day in the appointment
          summary, and the monthly score’s chart has a table of its figures beside it.
        </li>
      </ul>

      <h2>How we check</h2>
      <p>
        Automated checks (axe-core) run on every page before each release, together with keyboard-only browser tests,
        tests at 320 pixels wide, with large text and with reduced motion.
      </p>

      <h2>Tell us about a problem</h2>
      <p>
        If something on the site does not work for you, or you need its content in another form, write to{' '}
        <SupportLink email={supportEmail} /> or use the <Link to={ROUTES.contact}>contact form</Link>. Please say which
        page it was and what happened; we will reply by email and, where we can, send you what you need in another way.
      </p>
    </>
  )
}
