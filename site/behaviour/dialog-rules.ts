/**
 * Generic dialogs (spec 2.3 and 4): a title, a message of one or more lines and buttons. A dialog resolves
 * with the key of the button pressed; cancelling or dismissing it resolves `cancel`. A confirm is true
 * only on OK, a delete confirm only on the delete button, and a prompt answers null on cancel.
 */
export type DialogButton = { key: string; type?: 'primary' | 'secondary' | 'danger'; label: string; autoFocus?: boolean }

export type DialogOptions = {
  title: string
  message?: string
  buttons?: DialogButton[]
  /** Technical detail for support, shown small under the message. */
  consoleText?: string
  prompt?: { label: string; defaultValue?: string }
}

export type DialogLabels = { ok: string; cancel: string; delete: string; deleteTitle: string; deleteMessage: string }

export const CANCEL = 'cancel'

export const defaultButtons = (labels: DialogLabels): DialogButton[] => [
  { key: 'ok', type: 'primary', label: labels.ok, autoFocus: true },
  { key: CANCEL, type: 'secondary', label: labels.cancel },
]

export function deleteDialog(labels: DialogLabels, name: string, title?: string): DialogOptions {
  return {
    title: title ?? labels.deleteTitle,
    message: labels.deleteMessage.replace('{{name}}', name),
    buttons: [
      { key: 'delete', type: 'danger', label: labels.delete },
      { key: CANCEL, type: 'secondary', label: labels.cancel, autoFocus: true },
    ],
  }
}

export const messageLines = (message: string | undefined) => (message ? message.split('\n') : [])

export const confirmed = (key: string) => key === 'ok'
export const deleteConfirmed = (key: string) => key === 'delete'
export const promptAnswer = (key: string, value: string): string | null => (key === CANCEL ? null : value)
