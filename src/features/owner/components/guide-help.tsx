import * as styles from './owner.module.css'

/** The coach's guide in the site's code: the site publishes no docs/ and names no repository address to link. */
const GUIDE_PATH = 'docs/coach-guide.md'

/** Its parts, in its order, in plain words. */
const TOPICS = [
  'Going live: what each deploy checks before the site is published, and the Setup page’s steps in order.',
  'Your name and your Amazon tag: where they go in the Studio’s Site settings.',
  'Your back office: signing in and what each screen shows and does, with pictures.',
  'Trying it on your computer: a practice copy where no mail leaves the computer.',
  'Every setting: what it is for and where to get its value.',
] as const

/** Under the overview: where her guide is and what it answers, for the questions this back office does not. */
export function GuideHelp() {
  return (
    <section aria-labelledby="owner-help" className={`${styles.card} ${styles.help}`}>
      <h2 id="owner-help">Help</h2>
      <p>
        Your guide to this site is the file <code>{GUIDE_PATH}</code> in your site’s code: open it where that code is
        kept (GitHub, for one, shows it as a page with its pictures), or ask whoever looks after the code for a copy. It
        covers:
      </p>
      <ul>
        {TOPICS.map((topic) => (
          <li key={topic}>{topic}</li>
        ))}
      </ul>
    </section>
  )
}
