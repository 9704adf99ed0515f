import {Button} from '../../../components/ui/button'
import {Checkbox} from '../../../components/ui/checkbox'
import {useRovingFocus} from '../../../components/ui/use-roving-focus'
import {editAttributes} from '../../../lib/content/visual-editing'
import {chosenSymptomIds, type Answers, type SymptomOption} from '../logic'
import {ASSESSMENT_MESSAGES as M} from '../messages'
import * as styles from './assessment.module.css'

type Props = {symptoms: SymptomOption[]; answers: Answers; onChange: (next: Answers) => void; onContinue: () => void}

/** Step 1: the symptom catalogue as checkboxes, one Tab stop (arrow keys between them); Continue needs at least one. */
export function SymptomsStep({symptoms, answers, onChange, onContinue}: Props) {
  const toggle = (id: string, on: boolean) =>
    onChange({...answers, selectedSymptoms: {...answers.selectedSymptoms, [id]: on}})
  const roving = useRovingFocus(symptoms.length)
  return (
    <>
      <fieldset className={styles.fieldset} aria-describedby="symptoms-keys">
        <legend className={styles.legend}>{M.symptomsLegend}</legend>
        <p id="symptoms-keys" className={styles.help}>
          {M.symptomsKeys}
        </p>
        <div className={styles.symptomGrid}>
          {symptoms.map((symptom, index) => (
            <Checkbox
              key={symptom.id}
              id={`symptom-${symptom.id}`}
              checked={answers.selectedSymptoms[symptom.id] === true}
              onCheckedChange={(on) => toggle(symptom.id, on)}
              roving={roving(index)}
              label={
                <>
                  <span aria-hidden="true">{symptom.icon}</span>{' '}
                  <span {...editAttributes({_id: symptom._id, _type: 'symptom'}, 'name')}>{symptom.name}</span>
                </>
              }
            />
          ))}
        </div>
      </fieldset>
      <div className={styles.actions}>
        <Button onClick={onContinue} disabled={chosenSymptomIds(answers).length === 0}>
          {M.continue}
        </Button>
      </div>
    </>
  )
}
