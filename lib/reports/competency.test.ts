import { describe, expect, it } from 'vitest'
import { masteredAt, summariseCompetencies } from './competency'
import { wordCompetency } from '../../player/games/spelling/rules'
import { schoolYearOf, termsOf, usualStage } from './spelling-groups'

const at = (day: number) => new Date(Date.UTC(2025, 0, day))
const attempt = (word: string, correct: boolean, day: number) => ({ word, correct, at: at(day) })

describe('masteredAt', () => {
  it('counts the spellings mastered before each cut-off, replaying the last-five rule', () => {
    const attempts = [
      ...[1, 2, 3, 4].map((d) => attempt('cat', true, d)),
      attempt('dog', true, 2),
      attempt('cat', false, 10),
      attempt('cat', true, 12),
    ]
    // Four right (mastered) by day 5; a miss on day 10 loses it; right again on day 12: four of the last five and the latest right.
    expect(masteredAt(attempts, [at(1), at(5), at(11), at(13)])).toEqual([0, 1, 0, 1])
  })
  it('answers zero for every cut-off with no attempts', () => {
    expect(masteredAt([], [at(1), at(2)])).toEqual([0, 0])
  })
})

describe('summariseCompetencies', () => {
  it('counts levels and averages the scores; a list is mastered when every word is', () => {
    const mastered = wordCompetency([true, true, true, true, true])
    const learning = wordCompetency([true, false])
    expect(summariseCompetencies([mastered, learning, wordCompetency([])])).toEqual({
      words: 3,
      mastered: 1,
      nearly: 0,
      learning: 1,
      notStarted: 1,
      score: 0.4,
      listMastered: false,
    })
    expect(summariseCompetencies([mastered]).listMastered).toBe(true)
    expect(summariseCompetencies([]).listMastered).toBe(false)
  })
})

describe('school years and terms', () => {
  it('starts the school year in September', () => {
    expect(schoolYearOf(new Date(Date.UTC(2025, 8, 1)))).toBe(2025)
    expect(schoolYearOf(new Date(Date.UTC(2025, 7, 31)))).toBe(2024)
  })
  it('splits it into autumn, spring and summer terms', () => {
    expect(termsOf(2024).map((t) => [t.term, t.start.toISOString().slice(0, 10), t.end.toISOString().slice(0, 10)])).toEqual([
      ['autumn', '2024-09-01', '2025-01-01'],
      ['spring', '2025-01-01', '2025-04-01'],
      ['summer', '2025-04-01', '2025-09-01'],
    ])
  })
  it('takes a class’s usual stage as its most common, the lower on a tie, else 1', () => {
    expect(usualStage([2, 3, 3, null])).toBe(3)
    expect(usualStage([2, 3])).toBe(2)
    expect(usualStage([null])).toBe(1)
  })
})
