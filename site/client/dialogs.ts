/**
 * Generic dialogs (spec 2.3 and 4) on the native <dialog> elements the server renders: showModal traps
 * focus, Escape and a click on the backdrop cancel. A dialog resolves with the key of the button pressed,
 * or `cancel`; dialogs asked for while one is open wait their turn.
 */
import {
  CANCEL,
  confirmed,
  defaultButtons,
  deleteConfirmed,
  deleteDialog,
  messageLines,
  promptAnswer,
  type DialogLabels,
  type DialogOptions,
} from '../behaviour/dialog-rules'

type Answer = { key: string; value: string }

let queue: Promise<unknown> = Promise.resolve()

/** Runs `task` once every dialog asked for before it has been answered. */
function inTurn<T>(task: () => Promise<T>): Promise<T> {
  const turn = queue.then(task)
  queue = turn.catch(() => undefined)
  return turn
}

/** Opens a dialog already on the page and resolves with the button pressed (and a prompt's text). */
function present(dialog: HTMLDialogElement): Promise<Answer> {
  return new Promise((resolve) => {
    const form = dialog.querySelector('form')!
    const finish = (key: string) => {
      dialog.removeEventListener('click', onClick)
      dialog.removeEventListener('cancel', onCancel)
      form.removeEventListener('submit', onSubmit)
      dialog.close()
      resolve({ key, value: dialog.querySelector('input')?.value ?? '' })
    }
    const onClick = (event: MouseEvent) => {
      if (event.target === dialog) return finish(CANCEL)
      const button = (event.target as Element).closest('[data-dialog-button]')
      if (button) finish(button.getAttribute('data-dialog-button')!)
    }
    const onCancel = (event: Event) => {
      event.preventDefault()
      finish(CANCEL)
    }
    const onSubmit = (event: Event) => {
      event.preventDefault()
      finish('ok')
    }
    dialog.addEventListener('click', onClick)
    dialog.addEventListener('cancel', onCancel)
    form.addEventListener('submit', onSubmit)
    dialog.showModal()
  })
}

export const showDialog = (dialog: HTMLDialogElement) => inTurn(() => present(dialog))

const generic = () => document.querySelector<HTMLDialogElement>('dialog[data-dialog="generic"]')!
const labels = (): DialogLabels => JSON.parse(generic().dataset.labels!)

function element(tag: string, props: Record<string, unknown>, ...children: (Node | string)[]): HTMLElement {
  const node = Object.assign(document.createElement(tag), props)
  node.append(...children)
  return node
}

/** Writes the options into the page's generic dialog. */
function fill(dialog: HTMLDialogElement, options: DialogOptions) {
  dialog.querySelector('#dialog-title')!.textContent = options.title
  dialog.querySelector('#dialog-message')!.replaceChildren(...messageLines(options.message).map((line) => element('p', {}, line)))
  dialog.querySelectorAll('.dialog-prompt, .dialog-console').forEach((node) => node.remove())
  const buttons = dialog.querySelector('.dialog-buttons')!
  if (options.prompt) {
    const input = element('input', { value: options.prompt.defaultValue ?? '', autofocus: true })
    buttons.before(element('label', { className: 'dialog-prompt' }, options.prompt.label, input))
  }
  if (options.consoleText) buttons.before(element('pre', { className: 'dialog-console' }, options.consoleText))
  buttons.replaceChildren(
    ...(options.buttons ?? defaultButtons(labels())).map((button) => {
      const node = element(
        'button',
        { type: 'button', className: `button ${button.type ?? 'secondary'}`, autofocus: !options.prompt && Boolean(button.autoFocus) },
        button.label,
      )
      node.dataset.dialogButton = button.key
      return node
    }),
  )
}

const ask = (options: DialogOptions) =>
  inTurn(() => {
    const dialog = generic()
    fill(dialog, options)
    return present(dialog)
  })

export const openDialog = (options: DialogOptions) => ask(options).then((answer) => answer.key)
export const confirmDialog = (options: DialogOptions) => openDialog(options).then(confirmed)
export const deleteConfirmDialog = (name: string, title?: string) => openDialog(deleteDialog(labels(), name, title)).then(deleteConfirmed)
export const promptDialog = (options: DialogOptions & { prompt: { label: string; defaultValue?: string } }) =>
  ask(options).then((answer) => promptAnswer(answer.key, answer.value))
