import {Button} from '../../../components/ui/button'
import {SEVERITY_MAX, SEVERITY_MIN} from '../../../config/assessment'
import type {Answers, SymptomOption} from '../logic'
import {ASSESSMENT_MESSAGES as M} from '../messages'
import * as styles from './assessment.module.css'

type Props = {
  symptoms: SymptomOption[]
  answers: Answers
  onChange: (next: Answers) => void
  onBack: () => void
  onNext: () => void
}

const LEVELS = Array.from({length: SEVERITY_MAX - SEVERITY_MIN + 1}, (_, i) => SEVERITY_MIN + i)

/** Step 2: an optional 1–5 rating (Mild to Severe) for each chosen symptom. */
export function SeverityStep({symptoms, answers, onChange, onBack, onNext}: Props) {
  const rate = (id: string, level: number) => onChange({...answers, severity: {...answers.severity, [id]: level}})
  return (
    <>
      <p className={styles.legend}>{M.severityLegend}</p>
      {symptoms.map((symptom) => (
        <fieldset key={symptom.id} className={styles.severityRow}>
          <legend>
            <span aria-hidden="true">{symptom.icon}</span> {symptom.name}
          </legend>
          <div className={styles.scale}>
            {LEVELS.map((level, index) => {
              const word = M.severityScale[index]
              return (
                <label key={level} className={styles.level}>
                  <input
                    type="radio"
                    name={`severity-${symptom.id}`}
                    value={level}
                    checked={answers.severity[symptom.id] === level}
                    onChange={() => rate(symptom.id, level)}
                  />
                  <span>
                    {level}
                    {word ? ` ${word}` : ''}
                  </span>
                </label>
              )
            })}
          </div>
        </fieldset>
      ))}
      <div className={styles.actions}>
        <Button variant="outline" onClick={onBack}>
          {M.back}
        </Button>
        <Button onClick={onNext}>{M.getRecommendations}</Button>
      </div>
    </>
  )
}
