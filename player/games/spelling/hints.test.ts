import { describe, expect, it } from 'vitest'
import { BLANK, hideWord, usableHint } from './hints'

describe('hideWord', () => {
  it('hides the word wherever it stands alone, in any case', () => {
    expect(hideWord('Because it rained, we stayed in because we had to.', 'because')).toBe(
      `${BLANK} it rained, we stayed in ${BLANK} we had to.`,
    )
  })

  it('hides plain inflections but keeps their endings as a clue', () => {
    expect(hideWord('The cats sat; one cat jumped.', 'cat')).toBe(`The ${BLANK}s sat; one ${BLANK} jumped.`)
    expect(hideWord('She jumped and jumps.', 'jump')).toBe(`She ${BLANK}ed and ${BLANK}s.`)
    expect(hideWord("The dog's bowl", 'dog')).toBe(`The ${BLANK}'s bowl`)
  })

  it('hides changed stems whole (running, making)', () => {
    expect(hideWord('He was running.', 'run')).toBe(`He was ${BLANK}.`)
    expect(hideWord('We are making cakes.', 'make')).toBe(`We are ${BLANK} cakes.`)
  })

  it('leaves other words that merely contain the word alone', () => {
    expect(hideWord('A category of scattered cats', 'cat')).toBe(`A category of scattered ${BLANK}s`)
    expect(hideWord('Make a mak', 'make')).toBe(`${BLANK} a mak`)
  })

  it('copes with apostrophes and spaces in the word', () => {
    expect(hideWord("I don\u2019t know, I don't.", "don't")).toBe(`I ${BLANK} know, I ${BLANK}.`)
    expect(hideWord('We ate ice cream.', 'ice cream')).toBe(`We ate ${BLANK}.`)
  })
})

describe('usableHint', () => {
  it('offers a hint with the word hidden, and none when there is nothing else to it', () => {
    expect(usableHint('a small domestic animal; a cat', 'cat')).toBe(`a small domestic animal; a ${BLANK}`)
    expect(usableHint('  ', 'cat')).toBeNull()
    expect(usableHint(null, 'cat')).toBeNull()
    expect(usableHint('Cat.', 'cat')).toBeNull()
  })
})
