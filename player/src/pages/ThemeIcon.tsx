import type { GameType } from '../../games/spelling/rules'

/** Small pictures of the four themes for the game picker (decorative: the label names the theme). */
export function ThemeIcon({ gameType }: { gameType: GameType }) {
  const common = { width: 56, height: 56, viewBox: '0 0 56 56', 'aria-hidden': true, focusable: false } as const
  switch (gameType) {
    case 'spelling':
      return (
        <svg {...common}>
          <circle cx="28" cy="28" r="27" fill="#cdebff" />
          <ellipse cx="24" cy="17" rx="7" ry="10" fill="#fff" stroke="#1e2a4a" strokeWidth="2" opacity="0.9" />
          <ellipse cx="32" cy="18" rx="6" ry="8" fill="#e8f6ff" stroke="#1e2a4a" strokeWidth="2" opacity="0.9" />
          <ellipse cx="26" cy="32" rx="14" ry="10" fill="#ffd25a" stroke="#1e2a4a" strokeWidth="2.5" />
          <path d="M18 24v16M25 22v20" stroke="#1e2a4a" strokeWidth="4" />
          <circle cx="39" cy="31" r="7" fill="#ffd25a" stroke="#1e2a4a" strokeWidth="2.5" />
          <circle cx="41" cy="29" r="1.8" fill="#1e2a4a" />
          <path d="M38 34q3 2 5 0" stroke="#1e2a4a" strokeWidth="1.8" fill="none" />
        </svg>
      )
    case 'spelling-football':
      return (
        <svg {...common}>
          <circle cx="28" cy="28" r="27" fill="#5cbf60" />
          <circle cx="28" cy="28" r="15" fill="#fff" stroke="#1e2a4a" strokeWidth="2.5" />
          <path d="M28 21l6 4.5-2.3 7h-7.4l-2.3-7z" fill="#1e2a4a" />
          <path d="M28 21v-7M34 25.5l6.5-2.5M31.7 32.5l4 5.5M24.3 32.5l-4 5.5M22 25.5l-6.5-2.5" stroke="#1e2a4a" strokeWidth="2" />
        </svg>
      )
    case 'spelling-van':
      return (
        <svg {...common}>
          <circle cx="28" cy="28" r="27" fill="#cdebff" />
          <rect x="8" y="18" width="26" height="18" rx="3" fill="#e4483a" stroke="#1e2a4a" strokeWidth="2.5" />
          <rect x="32" y="24" width="15" height="12" rx="3" fill="#e4483a" stroke="#1e2a4a" strokeWidth="2.5" />
          <rect x="36" y="26" width="8" height="5" rx="1" fill="#cdebff" stroke="#1e2a4a" strokeWidth="1.5" />
          <rect x="11" y="21" width="18" height="10" rx="2" fill="#fff4d6" />
          <circle cx="16" cy="38" r="5" fill="#2a3142" stroke="#1e2a4a" strokeWidth="2" />
          <circle cx="39" cy="38" r="5" fill="#2a3142" stroke="#1e2a4a" strokeWidth="2" />
        </svg>
      )
    case 'spelling-horses':
      return (
        <svg {...common}>
          <circle cx="28" cy="28" r="27" fill="#a8dc8f" />
          <ellipse cx="25" cy="30" rx="13" ry="7" fill="#c07a3f" stroke="#1e2a4a" strokeWidth="2.5" />
          <path d="M33 28l5-11 5 2-3 11z" fill="#c07a3f" stroke="#1e2a4a" strokeWidth="2.5" strokeLinejoin="round" />
          <rect x="37" y="14" width="12" height="7" rx="3" fill="#c07a3f" stroke="#1e2a4a" strokeWidth="2.5" />
          <path d="M16 36l-2 9M21 37v8M29 37v8M34 36l2 9" stroke="#1e2a4a" strokeWidth="3" strokeLinecap="round" />
          <path d="M12 28q-4 4-2 10" stroke="#5b3a1e" strokeWidth="3" fill="none" strokeLinecap="round" />
          <rect x="21" y="24" width="8" height="7" rx="1.5" fill="#3d6cf0" />
        </svg>
      )
  }
}
