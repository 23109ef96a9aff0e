/**
 * The hand-written baseline `npm run bench` compares against: plain Express + pg doing the same work as
 * `GET /api/users/me` (token → hash → one query for session, user and school → the same JSON).
 */
import express from 'express'
import pg from 'pg'
import { findSessionUser } from '../lib/auth/sessions'
import { SystemDb } from '../lib/data/db'
import { toSessionUser } from '../lib/auth/session-user'

const pool = new pg.Pool({ connectionString: process.env.DATABASE_URL, max: 20 })
pool.on('error', () => {})
const sessions = new SystemDb(pool, 'the baseline’s session lookup')
const app = express()
app.disable('x-powered-by')
app.get('/baseline/users/me', async (req, res) => {
  const token = /^Bearer (\S+)$/.exec(req.headers.authorization ?? '')?.[1]
  const user = token ? await findSessionUser(sessions, token) : null
  if (!user) return res.status(401).json({ error: 'Unauthorised' })
  res
    .set('Cache-Control', 'no-store')
    .json({ user: toSessionUser(user), token, exp: Math.floor(new Date(user.session.expiresAt).getTime() / 1000) })
})
app.listen(Number(process.env.PORT), '127.0.0.1', () => console.log('baseline ready'))
