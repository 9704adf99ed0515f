import type {SetupStepStatus} from '../../../lib/api-contract/owner-answers'
import {useSetup} from '../api'
import {stepParts} from '../logic/step-text'
import {SETUP_MESSAGES as M} from '../messages'
import {CopyValue} from './copy-value'
import * as styles from './owner.module.css'
import {QueryState} from './query-state'

/** Going live step by step: each step done or to do on this deploy, with the exact next action and its links. */
export function SetupScreen() {
  const setup = useSetup()
  return (
    <QueryState query={setup}>
      {({context, steps}) => (
        <>
          <p>{M.lead}</p>
          <p>{M.context(context)}</p>
          <p role="status">{M.progress(steps.filter((step) => step.done).length, steps.length)}</p>
          <ol className={styles.setupSteps}>
            {steps.map((step) => (
              <SetupStep key={step.id} step={step} />
            ))}
          </ol>
          <p className={styles.setupNote}>{M.preflight}</p>
        </>
      )}
    </QueryState>
  )
}

/** The action with each provider page as a link (new tab: she keeps this checklist open) and commands to copy. */
function StepAction({action}: {action: string}) {
  return (
    <>
      {stepParts(action).map((part, index) =>
        part.kind === 'link' ? (
          <a key={index} href={part.text} target="_blank" rel="noopener noreferrer">
            {part.text}
          </a>
        ) : part.kind === 'code' ? (
          <CopyValue key={index} value={part.text} />
        ) : (
          part.text
        ),
      )}
    </>
  )
}

function SetupStep({step}: {step: SetupStepStatus}) {
  const problems = step.settings.filter((setting) => setting.message)
  return (
    <li className={styles.card} aria-labelledby={`setup-${step.id}`}>
      <h2 id={`setup-${step.id}`}>
        {step.title}{' '}
        <span className={step.done ? styles.setupDone : styles.setupToDo}>{step.done ? M.done : M.toDo}</span>
      </h2>
      {step.note ? <p>{step.note}</p> : null}
      {step.done ? null : (
        <p>
          <strong>{M.next}</strong> <StepAction action={step.action} />
        </p>
      )}
      {problems.length > 0 ? (
        <ul>
          {problems.map((setting) => (
            <li key={setting.name}>{setting.message}</li>
          ))}
        </ul>
      ) : null}
      {step.settings.length > 0 ? (
        <dl className={styles.setupSettings}>
          {step.settings.map((setting) => (
            <div key={setting.name}>
              <dt>
                <CopyValue value={setting.name} />
              </dt>
              <dd>{M.state[setting.state]}</dd>
            </div>
          ))}
        </dl>
      ) : null}
    </li>
  )
}
