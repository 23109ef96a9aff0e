'use client'
/** The Logout route: signs out on arrival, then says so. */
import { useEffect, useState } from 'react'
import { logout } from './session-store'

export function LogoutNow({ signingOut, signedOut }: { signingOut: string; signedOut: string }) {
  const [done, setDone] = useState(false)
  useEffect(() => {
    void logout().then(() => setDone(true))
  }, [])
  return (
    <p role="status" className="lead" data-logout-state={done ? 'done' : 'pending'}>
      {done ? signedOut : signingOut}
    </p>
  )
}
