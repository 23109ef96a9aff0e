'use client'
/**
 * Generic dialogs (spec 2.3 and 4) on the native <dialog>: focus is trapped, Escape and a click on the
 * backdrop cancel. `openDialog` resolves with the key of the button pressed, or `cancel`.
 */
import { useEffect, useRef, useState } from 'react'
import {
  CANCEL, confirmed, defaultButtons, deleteConfirmed, deleteDialog, messageLines, promptAnswer, type DialogLabels, type DialogOptions,
} from '../behaviour/dialog-rules'

type Answer = { key: string; value: string }
type Pending = { options: DialogOptions; resolve: (answer: Answer) => void }

const queue: Pending[] = []
let wake: (() => void) | null = null
let labels: DialogLabels = { ok: 'OK', cancel: 'Cancel', delete: 'Delete', deleteTitle: 'Delete Record', deleteMessage: 'Are you sure you wish to delete "{{name}}"?' }

function ask(options: DialogOptions): Promise<Answer> {
  return new Promise((resolve) => {
    queue.push({ options: { ...options, buttons: options.buttons ?? defaultButtons(labels) }, resolve })
    wake?.()
  })
}

export const openDialog = (options: DialogOptions) => ask(options).then((answer) => answer.key)
export const confirmDialog = (options: DialogOptions) => openDialog(options).then(confirmed)
export const deleteConfirmDialog = (name: string, title?: string) => openDialog(deleteDialog(labels, name, title)).then(deleteConfirmed)
export const promptDialog = (options: DialogOptions & { prompt: { label: string; defaultValue?: string } }) =>
  ask(options).then((answer) => promptAnswer(answer.key, answer.value))

export function DialogHost({ labels: given }: { labels: DialogLabels }) {
  const [current, setCurrent] = useState<Pending | null>(null)
  const [value, setValue] = useState('')
  const ref = useRef<HTMLDialogElement>(null)

  useEffect(() => {
    labels = given
    wake = () => setCurrent((shown) => shown ?? queue.shift() ?? null)
    wake()
    return () => {
      wake = null
    }
  }, [given])

  useEffect(() => {
    if (!current) return
    setValue(current.options.prompt?.defaultValue ?? '')
    if (!ref.current?.open) ref.current?.showModal()
  }, [current])

  function answer(key: string) {
    if (!current) return
    ref.current?.close()
    current.resolve({ key, value })
    setCurrent(queue.shift() ?? null)
  }

  const options = current?.options
  return (
    <dialog
      ref={ref}
      className="dialog"
      aria-labelledby="dialog-title"
      aria-describedby={options?.message ? 'dialog-message' : undefined}
      onCancel={(event) => {
        event.preventDefault()
        answer(CANCEL)
      }}
      onClick={(event) => {
        if (event.target === ref.current) answer(CANCEL)
      }}
    >
      {options && (
        <form
          method="dialog"
          onSubmit={(event) => {
            event.preventDefault()
            answer('ok')
          }}
        >
          <h2 id="dialog-title">{options.title}</h2>
          <div id="dialog-message">
            {messageLines(options.message).map((line, index) => (
              <p key={index}>{line}</p>
            ))}
          </div>
          {options.prompt && (
            <label className="dialog-prompt">
              {options.prompt.label}
              <input value={value} onChange={(event) => setValue(event.target.value)} autoFocus />
            </label>
          )}
          {options.consoleText && <pre className="dialog-console">{options.consoleText}</pre>}
          <div className="dialog-buttons">
            {options.buttons!.map((button) => (
              <button
                key={button.key}
                type="button"
                className={`button ${button.type ?? 'secondary'}`}
                autoFocus={!options.prompt && button.autoFocus}
                data-dialog-button={button.key}
                onClick={() => answer(button.key)}
              >
                {button.label}
              </button>
            ))}
          </div>
        </form>
      )}
    </dialog>
  )
}
