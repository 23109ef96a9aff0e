'use client'
/** en-za only: recommends the dedicated South African site once per visit (Stay here closes, Go goes). */
import { useEffect } from 'react'
import { openDialog } from './dialogs'

const SEEN_KEY = 'inkwell.southAfricaModalSeen'

export function SouthAfricaModal({ title, message, stay, go, siteUrl }: { title: string; message: string; stay: string; go: string; siteUrl: string }) {
  useEffect(() => {
    try {
      if (sessionStorage.getItem(SEEN_KEY)) return
    } catch {
      /* no storage: show it */
    }
    void openDialog({
      title,
      message,
      buttons: [
        { key: 'stay', type: 'secondary', label: stay },
        { key: 'go', type: 'primary', label: go, autoFocus: true },
      ],
    }).then((key) => {
      if (key === 'go') {
        location.assign(siteUrl)
        return
      }
      try {
        sessionStorage.setItem(SEEN_KEY, '1')
      } catch {
        /* it may show again */
      }
    })
  }, [title, message, stay, go, siteUrl])
  return null
}
