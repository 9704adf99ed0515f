import {Section} from '../../../components/layout/section'
import {Card, CardGrid, CardTitle} from '../../../components/ui/card'
import {ContentImage} from '../../../components/ui/content-image'
import {LANDING_MESSAGES as M} from '../messages'
import type {SuccessStory, Testimonial} from '../types'
import * as styles from './landing.module.css'

/**
 * 'What Women Are Saying' and the success stories. Illustrative examples carry a label and never star ratings
 * (FTC 16 CFR 465: no fake reviews); the stories' heading says what they are.
 */
export function TestimonialsSection({testimonials, stories}: {testimonials: Testimonial[]; stories: SuccessStory[]}) {
  const illustrative = [...testimonials, ...stories].some((item) => item.illustrative)
  return (
    <Section id="testimonials" title={M.testimonialsTitle}>
      <CardGrid>
        {testimonials.map((t) => (
          <Card key={t.name}>
            {t.illustrative ? (
              <p className={styles.illustrativeLabel}>{M.illustrativeLabel}</p>
            ) : (
              <p className={styles.stars} aria-label={M.rating(t.rating)}>
                {'★'.repeat(Math.round(t.rating))}
              </p>
            )}
            {t.photo && !t.illustrative ? <ContentImage image={t.photo.asset?.card} alt={t.photo.alt} fallback={null} className={styles.testimonialPhoto} /> : null}
            <blockquote className={styles.quote}>{t.content}</blockquote>
            <p className={styles.cite}>{t.name}</p>
          </Card>
        ))}
      </CardGrid>
      <h2 className={styles.sectionSubtitle}>{M.storiesTitle}</h2>
      <CardGrid>
        {stories.map((story) => (
          <Card key={story.name}>
            {story.illustrative ? <p className={styles.illustrativeLabel}>{M.illustrativeLabel}</p> : null}
            <CardTitle>
              {story.name}, {story.age}
            </CardTitle>
            <p className={styles.category}>{story.issue}</p>
            <p>{story.result}</p>
            <p className={styles.muted}>{story.timeframe}</p>
          </Card>
        ))}
      </CardGrid>
      {illustrative ? <p className={styles.muted}>{M.illustrative}</p> : null}
    </Section>
  )
}
