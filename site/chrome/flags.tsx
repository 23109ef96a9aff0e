/** Small flags for the region menu, drawn inline (Linux browsers often lack emoji flags). Decorative: the region's name is beside each. */
import type { ReactElement } from 'react'

const UNION = (
  <g>
    <rect width="30" height="20" fill="#012169" />
    <path d="M0 0L30 20M30 0L0 20" stroke="#fff" strokeWidth="4" />
    <path d="M0 0L30 20M30 0L0 20" stroke="#C8102E" strokeWidth="1.5" />
    <path d="M15 0V20M0 10H30" stroke="#fff" strokeWidth="6" />
    <path d="M15 0V20M0 10H30" stroke="#C8102E" strokeWidth="3.5" />
  </g>
)

const star = (x: number, y: number, r: number, fill: string, stroke?: string) => (
  <circle cx={x} cy={y} r={r} fill={fill} stroke={stroke} strokeWidth={stroke ? 0.6 : 0} />
)

const FLAGS: Record<string, ReactElement> = {
  gb: UNION,
  au: (
    <g>
      <rect width="30" height="20" fill="#012169" />
      <svg width="15" height="10" viewBox="0 0 30 20">
        {UNION}
      </svg>
      {star(7.5, 15, 2, '#fff')}
      {star(22.5, 4, 1, '#fff')}
      {star(19, 9.5, 1, '#fff')}
      {star(25.5, 8.5, 1, '#fff')}
      {star(22.5, 16, 1.1, '#fff')}
    </g>
  ),
  nz: (
    <g>
      <rect width="30" height="20" fill="#012169" />
      <svg width="15" height="10" viewBox="0 0 30 20">
        {UNION}
      </svg>
      {star(22, 4.5, 1.2, '#C8102E', '#fff')}
      {star(19, 9.5, 1.2, '#C8102E', '#fff')}
      {star(25.5, 8.5, 1.1, '#C8102E', '#fff')}
      {star(22, 16, 1.3, '#C8102E', '#fff')}
    </g>
  ),
  ie: (
    <g>
      <rect width="10" height="20" fill="#169B62" />
      <rect x="10" width="10" height="20" fill="#fff" />
      <rect x="20" width="10" height="20" fill="#FF883E" />
    </g>
  ),
  in: (
    <g>
      <rect width="30" height="20" fill="#fff" />
      <rect width="30" height="6.67" fill="#FF9933" />
      <rect y="13.33" width="30" height="6.67" fill="#138808" />
      <circle cx="15" cy="10" r="2.6" fill="none" stroke="#000080" strokeWidth="0.8" />
    </g>
  ),
  us: (
    <g>
      <rect width="30" height="20" fill="#fff" />
      {[0, 2, 4, 6, 8, 10, 12].map((i) => (
        <rect key={i} y={(i * 20) / 13} width="30" height={20 / 13} fill="#B22234" />
      ))}
      <rect width="12" height={(20 * 7) / 13} fill="#3C3B6E" />
    </g>
  ),
  za: (
    <g>
      <rect width="30" height="10" fill="#E03C31" />
      <rect y="10" width="30" height="10" fill="#001489" />
      <path d="M0 0L12 10L0 20" fill="#FFB81C" />
      <path d="M0 0L13 10H30M0 20L13 10" stroke="#fff" strokeWidth="6" fill="none" />
      <path d="M0 0L13 10H30M0 20L13 10" stroke="#007749" strokeWidth="3.6" fill="none" />
      <path d="M0 3.2L8.6 10L0 16.8z" fill="#000" />
    </g>
  ),
}

export function Flag({ code }: { code: string }) {
  return (
    <svg className="flag" viewBox="0 0 30 20" width="24" height="16" aria-hidden="true" focusable="false">
      {FLAGS[code] ?? FLAGS.gb}
    </svg>
  )
}
