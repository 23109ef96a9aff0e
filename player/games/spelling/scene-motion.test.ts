import { describe, expect, it } from 'vitest'
import { MOTION, approach, characterPose, type MotionInput, type Scene } from './scene-motion'

const SCENES: Scene[] = ['hive', 'football', 'van', 'horses']
const track = { x0: 100, x1: 900, y: 300 }
const still: MotionInput = { shown: 0.5, target: 0.5, timeMs: 1234, sinceCorrectMs: null, sinceWrongMs: null, reducedMotion: false }

describe('approach', () => {
  it('catches up smoothly whatever the frame rate, and arrives', () => {
    let fast = 0
    for (let i = 0; i < 60; i++) fast = approach(fast, 1, 1000 / 60)
    const slow = approach(0, 1, 1000)
    expect(fast).toBeCloseTo(slow, 5)
    let value = 0
    for (let i = 0; i < 600; i++) value = approach(value, 1, 16)
    expect(value).toBe(1)
    expect(approach(Number.NaN, 0.4, 16)).toBe(0.4)
  })
})

describe('characterPose', () => {
  it('places every character along the track by progress, always with finite numbers', () => {
    for (const scene of SCENES) {
      const start = characterPose(scene, { ...still, shown: 0 }, track, 300)
      const end = characterPose(scene, { ...still, shown: 1 }, track, 300)
      expect(start.x).toBe(100)
      expect(end.x).toBe(900)
      for (let t = 0; t < 5000; t += 97) {
        const pose = characterPose(scene, { ...still, timeMs: t, sinceCorrectMs: t % 1500, sinceWrongMs: t % 900 }, track, 300)
        for (const value of Object.values(pose)) if (typeof value === 'number') expect(Number.isFinite(value)).toBe(true)
        expect(pose.cycle).toBeGreaterThanOrEqual(0)
        expect(pose.cycle).toBeLessThan(1)
      }
    }
  })

  it('celebrates a right answer with a movement that ends where it began', () => {
    for (const scene of SCENES) {
      const rest = characterPose(scene, still, track, 300)
      const during = characterPose(scene, { ...still, sinceCorrectMs: MOTION.celebrateMs / 2 }, track, 300)
      const after = characterPose(scene, { ...still, sinceCorrectMs: MOTION.celebrateMs + 1 }, track, 300)
      expect(during.y).toBeLessThan(rest.y) // up, in every theme
      expect(after).toEqual(rest)
    }
  })

  it('keeps still with reduced motion: no idling, no celebration', () => {
    for (const scene of SCENES) {
      const a = characterPose(scene, { ...still, reducedMotion: true, timeMs: 0 }, track, 300)
      const b = characterPose(scene, { ...still, reducedMotion: true, timeMs: 777, sinceCorrectMs: 300 }, track, 300)
      expect(b.y).toBe(a.y)
      expect(b.rotation).toBe(a.rotation)
    }
  })
})
