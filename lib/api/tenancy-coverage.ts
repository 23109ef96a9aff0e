/**
 * Which routed calls are in a tenancy sweep, which carry a reason why they have no tenancy, and which are
 * neither (a problem: `npm run api:coverage` fails). The plan itself is tests/helpers/tenancy-sweep-plan.ts;
 * this is the pure check over it, so that a unit test can show it failing on an unswept call.
 */

/** A routed call: its catalogue id (or `METHOD path` outside the catalogue), its area and its path. */
export type RoutedCall = { label: string; area: string; path?: string }

/** Path parameters that name no record (an emailed token, an identity provider, a public scheme or locale, a page's script). */
export const NON_RECORD_PARAMS = ['token', 'provider', 'scheme', 'variant', 'locale', 'asset']

export type TenancyPlan = {
  sweeps: Record<string, { spec: string; calls: readonly string[] }>
  noTenancy: Record<string, string>
}

export type AreaTenancy = { routed: number; swept: number; reason: number; neither: number }

export type TenancyCoverage = {
  areas: Map<string, AreaTenancy>
  swept: string[]
  withReason: string[]
  neither: string[]
  problems: string[]
}

export function tenancyCoverage(routed: RoutedCall[], plan: TenancyPlan): TenancyCoverage {
  const problems: string[] = []
  const sweptBy = new Map<string, string[]>()
  for (const [name, sweep] of Object.entries(plan.sweeps)) {
    const seen = new Set<string>()
    for (const label of sweep.calls) {
      if (seen.has(label)) problems.push(`${label} is listed twice in the ${name} sweep`)
      seen.add(label)
      sweptBy.set(label, [...(sweptBy.get(label) ?? []), name])
    }
  }
  for (const [label, reason] of Object.entries(plan.noTenancy)) {
    if (!reason.trim() || /\n/.test(reason)) problems.push(`${label}: the reason it has no tenancy must be one line`)
    if (sweptBy.has(label))
      problems.push(`${label} is swept (${sweptBy.get(label)!.join(', ')}) and also listed as having no tenancy: keep one`)
  }

  const routedLabels = new Set(routed.map((call) => call.label))
  for (const label of [...sweptBy.keys(), ...Object.keys(plan.noTenancy)]) {
    if (!routedLabels.has(label)) problems.push(`${label} is in the tenancy plan but is not a routed call`)
  }

  const areas = new Map<string, AreaTenancy>()
  const swept: string[] = []
  const withReason: string[] = []
  const neither: string[] = []
  for (const call of routed) {
    const area = areas.get(call.area) ?? { routed: 0, swept: 0, reason: 0, neither: 0 }
    area.routed++
    if (sweptBy.has(call.label)) {
      area.swept++
      swept.push(call.label)
    } else if (call.label in plan.noTenancy) {
      area.reason++
      withReason.push(call.label)
      const named = [...(call.path ?? '').matchAll(/\{(\w+)\}/g)].map((m) => m[1]).filter((name) => !NON_RECORD_PARAMS.includes(name))
      if (named.length)
        problems.push(`${call.label} names a record in its path ({${named.join('}, {')}}): it must be swept, not given a reason`)
    } else {
      area.neither++
      neither.push(call.label)
      problems.push(
        `${call.label} is routed but in no tenancy sweep and has no reason for having no tenancy (tests/helpers/tenancy-sweep-plan.ts)`,
      )
    }
    areas.set(call.area, area)
  }
  return { areas, swept, withReason, neither, problems }
}
