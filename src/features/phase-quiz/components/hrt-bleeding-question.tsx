import {useId, useState} from 'react'
import {RedFlagCard} from '../../../components/health/red-flag-card'
import {Checkbox} from '../../../components/ui/checkbox'
import {updateHealthRecord, withQuizHrtBleeding} from '../../../lib/health/record'
import type {RedFlagWording} from '../../../lib/health/red-flags'
import {localIsoDate} from '../../../lib/time-zones'
import {QUIZ_MESSAGES as M} from '../messages'
import * as styles from './phase-quiz.module.css'

/**
 * Her periods answer said hormones: the one question the quiz still owes her (docs/health-rules.md, NICE NG23). A yes
 * shows the card at once and goes to her health record, so her summary for the doctor carries it; a no takes it back.
 */
export function HrtBleedingQuestion({wording}: {wording: RedFlagWording}) {
  const id = useId()
  const [unexpected, setUnexpected] = useState(false)
  const answer = (checked: boolean) => {
    setUnexpected(checked)
    updateHealthRecord((record) => withQuizHrtBleeding(record, checked, localIsoDate(new Date())))
  }
  return (
    <div className={styles.resultNote} data-testid="quiz-hrt-bleeding">
      <h4>{M.hrtBleedingTitle}</h4>
      <Checkbox id={id} checked={unexpected} onCheckedChange={answer} label={M.hrtBleeding} />
      <RedFlagCard flags={unexpected ? ['bleedingOnHrt'] : []} wording={wording} />
    </div>
  )
}
