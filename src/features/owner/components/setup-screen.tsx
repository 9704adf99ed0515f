import {useState} from 'react'
import type {SetupAnswer, SetupStepStatus} from '../../../lib/api-contract/owner-answers'
import {useSetup, useSetupWithCode} from '../api'
import {stepParts} from '../logic/step-text'
import {SETUP_MESSAGES as M} from '../messages'
import {CopyValue} from './copy-value'
import {OneFieldForm} from './one-field-form'
import * as styles from './owner.module.css'
import {QueryState} from './query-state'
import {VapidKeyMaker} from './vapid-key-maker'

/** Going live step by step: each step done or to do on this deploy, with the exact next action and its links. */
export function SetupScreen() {
  const setup = useSetup()
  return <QueryState query={setup}>{(answer) => <SetupSteps answer={answer} />}</QueryState>
}

function SetupSteps({answer: {context, steps}}: {answer: SetupAnswer}) {
  return (
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
  )
}

/**
 * Under the sign-in form of /owner/setup: before her mail works she cannot get a sign-in link, so the SETUP_CODE she
 * set in Netlify opens the same steps (never a value), until her first sign-in closes it (docs/coach-guide.md).
 */
export function SetupWithCode() {
  const [code, setCode] = useState<string | null>(null)
  const setup = useSetupWithCode(code)
  return (
    <section aria-labelledby="setup-with-code" className={styles.card}>
      <h2 id="setup-with-code">{M.codeTitle}</h2>
      {setup.data ? (
        <SetupSteps answer={setup.data} />
      ) : (
        <>
          <p>{M.codeLead}</p>
          <OneFieldForm
            id="setup-code"
            label={M.codeLabel}
            type="password"
            autoComplete="off"
            submitLabel={M.codeSubmit}
            busy={setup.isFetching}
            onSubmit={(value) => setCode(value.trim())}
          />
          {setup.isError ? (
            <p role="alert" className={styles.error}>
              {M.codeRefused}
            </p>
          ) : null}
        </>
      )}
    </section>
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

/** The addresses and names the step pastes on a provider's page, each with its Copy button. */
function PasteValues({values}: {values: SetupStepStatus['values']}) {
  if (values.length === 0) return null
  return (
    <dl className={styles.pasteValues}>
      {values.map((value) => (
        <div key={`${value.label} ${value.value}`}>
          <dt>{value.label}</dt>
          <dd>
            <CopyValue value={value.value} />
          </dd>
        </div>
      ))}
    </dl>
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
        <>
          <p>
            <strong>{M.next}</strong> <StepAction action={step.action} />
          </p>
          <PasteValues values={step.values} />
        </>
      )}
      {/* Its keys are made here, in her browser; not once set: new keys would end every browser's subscription. */}
      {step.id === 'push' && !step.done ? <VapidKeyMaker /> : null}
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
