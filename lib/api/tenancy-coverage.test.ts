import { describe, expect, it } from 'vitest'
import { tenancyCoverage, type TenancyPlan } from './tenancy-coverage'

const routed = [
  { label: 'pupils.get', area: 'pupils' },
  { label: 'pupils.list', area: 'pupils' },
  { label: 'auth.login', area: 'auth' },
  { label: 'GET health', area: '(outside the catalogue)' },
]
const plan: TenancyPlan = {
  sweeps: { school: { spec: 'tests/int/school-tenancy.int.spec.ts', calls: ['pupils.get', 'pupils.list'] } },
  noTenancy: { 'auth.login': 'sign-in with a password', 'GET health': 'no data' },
}

describe('tenancyCoverage', () => {
  it('passes when every routed call is swept or has a reason, and counts them per area', () => {
    const coverage = tenancyCoverage(routed, plan)
    expect(coverage.problems).toEqual([])
    expect(coverage.swept).toEqual(['pupils.get', 'pupils.list'])
    expect(coverage.withReason).toEqual(['auth.login', 'GET health'])
    expect(coverage.areas.get('pupils')).toEqual({ routed: 2, swept: 2, reason: 0, neither: 0 })
    expect(coverage.areas.get('auth')).toEqual({ routed: 1, swept: 0, reason: 1, neither: 0 })
  })

  it('fails on a routed call that is neither swept nor given a reason', () => {
    const coverage = tenancyCoverage([...routed, { label: 'pupils.delete', area: 'pupils' }], plan)
    expect(coverage.neither).toEqual(['pupils.delete'])
    expect(coverage.areas.get('pupils')).toEqual({ routed: 3, swept: 2, reason: 0, neither: 1 })
    expect(coverage.problems).toEqual([expect.stringMatching(/^pupils\.delete is routed but in no tenancy sweep and has no reason/)])
  })

  it('fails on a reason given to a call that names a record in its path', () => {
    const coverage = tenancyCoverage(
      [
        { label: 'pupils.get', area: 'pupils', path: 'users/me/school/pupils/{id}' },
        { label: 'auth.passwordreset.check', area: 'auth', path: 'users/me/passwordreset/{token}' },
      ],
      { sweeps: {}, noTenancy: { 'pupils.get': 'a pupil', 'auth.passwordreset.check': 'the emailed key' } },
    )
    expect(coverage.problems).toEqual(['pupils.get names a record in its path ({id}): it must be swept, not given a reason'])
  })

  it('fails on a plan entry that names no routed call, a call both swept and excused, a repeat, and a reason of more than one line', () => {
    const coverage = tenancyCoverage(routed, {
      sweeps: { school: { spec: 'x', calls: ['pupils.get', 'pupils.list', 'pupils.get', 'pupils.gone'] } },
      noTenancy: { 'auth.login': 'first line\nsecond line', 'GET health': 'no data', 'pupils.list': 'public' },
    })
    expect(coverage.problems).toEqual([
      'pupils.get is listed twice in the school sweep',
      'auth.login: the reason it has no tenancy must be one line',
      'pupils.list is swept (school) and also listed as having no tenancy: keep one',
      'pupils.gone is in the tenancy plan but is not a routed call',
    ])
  })
})
