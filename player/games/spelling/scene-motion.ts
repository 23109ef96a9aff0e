/**
 * How each theme's character moves, pure: the bee, the football, the van and the horse travel along the
 * scene's track as words are done, idle gently, celebrate a right answer and droop at a wrong one. The Pixi
 * themes only draw the pose this returns. Nothing flashes: every change is a smooth movement of a second or
 * so, and with reduced motion the character only moves to its place.
 */
import type { Theme } from './rules'

export type Scene = Theme['scene']

export const MOTION = {
  /** How fast the shown progress catches up with the real one (per second, exponential). */
  catchUpRate: 2.2,
  celebrateMs: 1200,
  droopMs: 800,
  idlePeriodMs: 2400,
} as const

export type Pose = {
  x: number
  y: number
  rotation: number
  scaleX: number
  scaleY: number
  /** 0..1, the repeating part of the movement: wing beats, the horse's gait, the wheels' turn. */
  cycle: number
  /** Moving along the track now (legs and wheels turn only then). */
  moving: boolean
}

export type MotionInput = {
  /** Shown progress along the track, 0..1 (eased towards the real progress by `approach`). */
  shown: number
  /** How far the real progress is ahead of the shown one. */
  target: number
  timeMs: number
  /** Since the last right answer, or null. */
  sinceCorrectMs: number | null
  sinceWrongMs: number | null
  reducedMotion: boolean
}

export type Track = { x0: number; x1: number; y: number }

/** Moves `current` towards `target` at a rate that does not depend on the frame rate. */
export function approach(current: number, target: number, dtMs: number, rate: number = MOTION.catchUpRate): number {
  if (!Number.isFinite(current)) return target
  const k = 1 - Math.exp((-rate * Math.max(0, dtMs)) / 1000)
  const next = current + (target - current) * k
  return Math.abs(target - next) < 0.0005 ? target : next
}

const easeInOut = (t: number) => (t < 0.5 ? 2 * t * t : 1 - (-2 * t + 2) ** 2 / 2)
const within = (since: number | null, duration: number) => (since !== null && since >= 0 && since < duration ? since / duration : null)

/**
 * The character's pose on `track` (pixels) for a scene `height` px tall. The character's anchor is its
 * centre for the bee and the ball, the middle of its wheels or hooves for the van and the horse.
 */
export function characterPose(scene: Scene, input: MotionInput, track: Track, height: number): Pose {
  const { shown, target, timeMs, reducedMotion } = input
  const progress = Math.min(1, Math.max(0, shown))
  const x = track.x0 + (track.x1 - track.x0) * progress
  const moving = Math.abs(target - shown) > 0.002
  const idle = reducedMotion ? 0 : Math.sin((2 * Math.PI * timeMs) / MOTION.idlePeriodMs)
  const celebrate = reducedMotion ? null : within(input.sinceCorrectMs, MOTION.celebrateMs)
  const droop = reducedMotion ? null : within(input.sinceWrongMs, MOTION.droopMs)
  const distance = x - track.x0
  const pose: Pose = { x, y: track.y, rotation: 0, scaleX: 1, scaleY: 1, cycle: 0, moving }

  switch (scene) {
    case 'hive': {
      // The bee hovers above the flowers; wings beat all the time (slowly with reduced motion).
      pose.y = track.y - height * 0.32 + idle * height * 0.03
      pose.cycle = reducedMotion ? 0 : (timeMs / 90) % 1
      pose.rotation = moving && !reducedMotion ? 0.12 : idle * 0.05
      if (celebrate !== null) {
        // A loop-the-loop.
        const a = 2 * Math.PI * easeInOut(celebrate)
        const r = height * 0.12
        pose.x += r * Math.sin(a)
        pose.y -= r * (1 - Math.cos(a))
        pose.rotation = -a
      }
      if (droop !== null) pose.y += Math.sin(Math.PI * droop) * height * 0.05
      return pose
    }
    case 'football': {
      // The ball rolls along the grass: it turns by the distance it has travelled.
      pose.y = track.y
      pose.cycle = (distance / (height * 0.5)) % 1
      pose.rotation = distance / Math.max(8, height * 0.07)
      if (celebrate !== null) {
        // Two bounces, the second smaller.
        const first = Math.min(1, celebrate / 0.6)
        const second = celebrate > 0.6 ? (celebrate - 0.6) / 0.4 : 0
        const hop = celebrate <= 0.6 ? Math.sin(Math.PI * first) : 0.4 * Math.sin(Math.PI * second)
        pose.y -= hop * height * 0.3
      }
      if (droop !== null) pose.rotation += Math.sin(2 * Math.PI * droop) * 0.25
      return pose
    }
    case 'van': {
      pose.y = track.y + (moving && !reducedMotion ? Math.abs(Math.sin(timeMs / 70)) * -height * 0.008 : 0)
      pose.cycle = (distance / (height * 0.12 * Math.PI)) % 1
      if (celebrate !== null) {
        // A happy hop on its springs.
        const hop = Math.sin(Math.PI * celebrate)
        pose.y -= hop * height * 0.1
        pose.scaleY = 1 + 0.06 * Math.sin(2 * Math.PI * celebrate)
        pose.scaleX = 2 - pose.scaleY
      }
      if (droop !== null) pose.rotation = Math.sin(Math.PI * droop) * 0.05
      return pose
    }
    case 'horses': {
      const gait = (timeMs / 420) % 1
      pose.cycle = moving && !reducedMotion ? gait : 0
      pose.y = track.y - (moving && !reducedMotion ? Math.abs(Math.sin(Math.PI * gait)) * height * 0.03 : 0)
      if (celebrate !== null) {
        // A jump over the fence in front.
        const arc = Math.sin(Math.PI * celebrate)
        pose.y -= arc * height * 0.28
        pose.rotation = -0.35 * Math.cos(Math.PI * celebrate) * arc
      }
      if (droop !== null) pose.rotation = Math.sin(Math.PI * droop) * 0.08
      return pose
    }
  }
}
