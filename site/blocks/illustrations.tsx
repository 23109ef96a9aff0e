/** Hero illustrations, drawn inline: no image requests, nothing to shift as the page loads. Decorative. */
import type { ReactElement } from 'react'
const shapes: Record<string, ReactElement> = {
  books: (
    <>
      <rect x="40" y="150" width="240" height="16" rx="4" fill="#1d2a5b" />
      <rect x="60" y="60" width="34" height="90" rx="4" fill="#e4572e" />
      <rect x="98" y="44" width="30" height="106" rx="4" fill="#3a7d6b" />
      <rect x="132" y="70" width="38" height="80" rx="4" fill="#f2b134" />
      <rect x="174" y="50" width="28" height="100" rx="4" fill="#5b6fd8" />
      <rect x="206" y="78" width="60" height="72" rx="6" fill="#fff" stroke="#1d2a5b" strokeWidth="4" transform="rotate(-12 236 114)" />
      <path d="M66 80h22M104 64h18M138 90h26M180 70h16" stroke="#fffaf2" strokeWidth="4" strokeLinecap="round" />
    </>
  ),
  letters: (
    <>
      <rect x="40" y="40" width="80" height="80" rx="16" fill="#e4572e" transform="rotate(-8 80 80)" />
      <rect x="130" y="70" width="80" height="80" rx="16" fill="#3a7d6b" transform="rotate(6 170 110)" />
      <rect x="215" y="36" width="72" height="72" rx="16" fill="#f2b134" transform="rotate(-4 250 72)" />
      <text x="62" y="102" fontSize="52" fontWeight="800" fill="#fff" fontFamily="system-ui, sans-serif" transform="rotate(-8 80 80)">
        s
      </text>
      <text x="150" y="130" fontSize="52" fontWeight="800" fill="#fff" fontFamily="system-ui, sans-serif" transform="rotate(6 170 110)">
        a
      </text>
      <text x="236" y="92" fontSize="46" fontWeight="800" fill="#1d2a5b" fontFamily="system-ui, sans-serif">
        t
      </text>
    </>
  ),
  classroom: (
    <>
      <rect x="50" y="30" width="220" height="110" rx="10" fill="#1d2a5b" />
      <path d="M76 64h90M76 88h130M76 112h70" stroke="#fffaf2" strokeWidth="6" strokeLinecap="round" />
      <circle cx="226" cy="72" r="18" fill="#f2b134" />
      <rect x="40" y="150" width="240" height="12" rx="6" fill="#e4572e" />
    </>
  ),
  chart: (
    <>
      <rect x="60" y="100" width="36" height="60" rx="6" fill="#5b6fd8" />
      <rect x="110" y="70" width="36" height="90" rx="6" fill="#3a7d6b" />
      <rect x="160" y="44" width="36" height="116" rx="6" fill="#e4572e" />
      <rect x="210" y="24" width="36" height="136" rx="6" fill="#f2b134" />
      <path d="M50 166h220" stroke="#1d2a5b" strokeWidth="6" strokeLinecap="round" />
    </>
  ),
}

export function Illustration({ name }: { name: string }) {
  const shape = shapes[name]
  if (!shape) return null
  return (
    <svg className="hero-art" viewBox="0 0 320 180" width="320" height="180" aria-hidden="true" focusable="false">
      {shape}
    </svg>
  )
}
