import {coupon} from './documents/coupon'
import {dailyStackItem} from './documents/dailyStackItem'
import {phase} from './documents/phase'
import {phaseQuizQuestion} from './documents/phaseQuizQuestion'
import {reminderTemplate} from './documents/reminderTemplate'
import {remedy} from './documents/remedy'
import {successStory} from './documents/successStory'
import {supplementCategory} from './documents/supplementCategory'
import {symptom} from './documents/symptom'
import {symptomCategory} from './documents/symptomCategory'
import {testimonial} from './documents/testimonial'
import {externalLink} from './objects/externalLink'
import {quizOption} from './objects/quizOption'
import {redFlagMessage} from './objects/redFlagMessage'
import {source} from './objects/source'
import {altImage} from './objects/altImage'
import {portraitImage} from './objects/portraitImage'
import {statItem} from './objects/statItem'
import {tipCategory} from './objects/tipCategory'
import {titledText} from './objects/titledText'
import {emotionalWellness} from './singletons/emotionalWellness'
import {redFlags} from './singletons/redFlags'
import {siteSettings} from './singletons/siteSettings'
import {sleepGuide} from './singletons/sleepGuide'
import {clinicalReview} from './review/clinicalReview'
import {withClinicalReview} from './review/withClinicalReview'

/** Singletons: one document each, with a fixed id equal to the type name. */
export const singletonTypes = [
  siteSettings,
  withClinicalReview(sleepGuide),
  withClinicalReview(emotionalWellness),
  withClinicalReview(redFlags),
]

export const schemaTypes = [
  ...singletonTypes,
  // Documents
  withClinicalReview(remedy),
  symptom,
  symptomCategory,
  supplementCategory,
  withClinicalReview(phase),
  phaseQuizQuestion,
  withClinicalReview(dailyStackItem),
  reminderTemplate,
  testimonial,
  successStory,
  coupon,
  // Objects
  titledText,
  tipCategory,
  statItem,
  quizOption,
  externalLink,
  redFlagMessage,
  source,
  altImage,
  portraitImage,
  clinicalReview,
]
