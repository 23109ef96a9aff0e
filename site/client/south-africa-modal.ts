/** en-za only: the server renders the modal recommending the dedicated South African site; it shows once per visit (Stay here closes, Go goes). */
import { showDialog } from './dialogs'

const SEEN_KEY = 'inkwell.southAfricaModalSeen'

export function offerSouthAfricanSite() {
  const dialog = document.querySelector<HTMLDialogElement>('dialog[data-dialog="south-africa"]')
  if (!dialog) return
  try {
    if (sessionStorage.getItem(SEEN_KEY)) return
  } catch {
    /* no storage: show it */
  }
  void showDialog(dialog).then(({ key }) => {
    if (key === 'go') {
      location.assign(dialog.dataset.siteUrl!)
      return
    }
    try {
      sessionStorage.setItem(SEEN_KEY, '1')
    } catch {
      /* it may show again */
    }
  })
}
