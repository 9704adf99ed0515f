import {Section} from '../../../components/layout/section'
import {LANDING_MESSAGES as M} from '../messages'
import type {SuccessStory, Testimonial} from '../types'
import * as styles from './landing.module.css'

/** 'What Women Are Saying' and 'Real Results from Real Women', flagged as illustrative when they are. */
export function TestimonialsSection({testimonials, stories}: {testimonials: Testimonial[]; stories: SuccessStory[]}) {
  const illustrative = [...testimonials, ...stories].some((item) => item.illustrative)
  return (
    <Section id="testimonials" title={M.testimonialsTitle}>
      <ul className={styles.cardGrid}>
        {testimonials.map((t) => (
          <li key={t.name} className={styles.card}>
            <p className={styles.stars} aria-label={M.rating(t.rating)}>
              {'★'.repeat(Math.round(t.rating))}
            </p>
            <blockquote className={styles.quote}>{t.content}</blockquote>
            <p className={styles.cite}>{t.name}</p>
          </li>
        ))}
      </ul>
      <h2 className={styles.sectionSubtitle}>{M.storiesTitle}</h2>
      <ul className={styles.cardGrid}>
        {stories.map((story) => (
          <li key={story.name} className={styles.card}>
            <h3 className={styles.cardTitle}>
              {story.name}, {story.age}
            </h3>
            <p className={styles.category}>{story.issue}</p>
            <p>{story.result}</p>
            <p className={styles.muted}>{story.timeframe}</p>
          </li>
        ))}
      </ul>
      {illustrative ? <p className={styles.muted}>{M.illustrative}</p> : null}
    </Section>
  )
}
