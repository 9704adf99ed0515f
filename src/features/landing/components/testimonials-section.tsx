import {Section} from '../../../components/layout/section'
import {Card, CardGrid, CardTitle} from '../../../components/ui/card'
import {ContentImage} from '../../../components/ui/content-image'
import {editAttributes} from '../../../lib/content/visual-editing'
import {firstNameOnly, isCustomerQuote} from '../logic'
import {LANDING_MESSAGES as M} from '../messages'
import type {SuccessStory, Testimonial} from '../types'
import * as styles from './landing.module.css'

/**
 * 'What Women Are Saying' holds only quotes the coach marked as a real customer's, shared with consent, with their
 * stars; every other quote renders under 'Illustrative examples', labelled, without stars, photo or surname
 * (DECISIONS 37, FTC 16 CFR 465). The stories' heading says what they are.
 */
export function TestimonialsSection({testimonials, stories}: {testimonials: Testimonial[]; stories: SuccessStory[]}) {
  const customers = testimonials.filter(isCustomerQuote)
  const examples = testimonials.filter((t) => !isCustomerQuote(t))
  const illustrative = examples.length > 0 || stories.some((item) => item.illustrative)
  return (
    <Section id="testimonials" title={customers.length > 0 ? M.testimonialsTitle : M.examplesTitle}>
      {customers.length > 0 ? (
        <CardGrid>
          {customers.map((t) => (
            <Card key={t.name}>
              {t.rating ? (
                <p className={styles.stars} role="img" aria-label={M.rating(t.rating)}>
                  {'★'.repeat(Math.round(t.rating))}
                </p>
              ) : null}
              {t.photo ? (
                <ContentImage
                  image={t.photo.asset?.card}
                  alt={t.photo.alt}
                  fallback={null}
                  className={styles.testimonialPhoto}
                />
              ) : null}
              <blockquote className={styles.quote} {...editAttributes({_id: t._id, _type: 'testimonial'}, 'content')}>
                {t.content}
              </blockquote>
              <p className={styles.cite} {...editAttributes({_id: t._id, _type: 'testimonial'}, 'name')}>
                {t.name}
              </p>
            </Card>
          ))}
        </CardGrid>
      ) : null}
      {examples.length > 0 ? (
        <>
          {customers.length > 0 ? <h2 className={styles.sectionSubtitle}>{M.examplesTitle}</h2> : null}
          <p className={styles.muted}>{M.examplesIntro}</p>
          <CardGrid>
            {examples.map((t) => (
              <Card key={t.name}>
                <p className={styles.illustrativeLabel}>{M.illustrativeLabel}</p>
                <blockquote className={styles.quote} {...editAttributes({_id: t._id, _type: 'testimonial'}, 'content')}>
                  {t.content}
                </blockquote>
                <p className={styles.cite} {...editAttributes({_id: t._id, _type: 'testimonial'}, 'name')}>
                  {firstNameOnly(t.name)}
                </p>
              </Card>
            ))}
          </CardGrid>
        </>
      ) : null}
      <h2 className={styles.sectionSubtitle}>{M.storiesTitle}</h2>
      <CardGrid>
        {stories.map((story) => {
          const document = {_id: story._id, _type: 'successStory'}
          return (
            <Card key={story.name}>
              {story.illustrative ? <p className={styles.illustrativeLabel}>{M.illustrativeLabel}</p> : null}
              <CardTitle>
                {story.illustrative ? firstNameOnly(story.name) : story.name}, {story.age}
              </CardTitle>
              <p className={styles.category} {...editAttributes(document, 'issue')}>
                {story.issue}
              </p>
              <p {...editAttributes(document, 'result')}>{story.result}</p>
              <p className={styles.muted} {...editAttributes(document, 'timeframe')}>
                {story.timeframe}
              </p>
            </Card>
          )
        })}
      </CardGrid>
      {illustrative ? <p className={styles.muted}>{M.illustrative}</p> : null}
    </Section>
  )
}
