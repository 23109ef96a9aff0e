/** The Inkwell mark: a quill on ink blue. */
export function LogoMark({ size = 36, onDark = false }: { size?: number; onDark?: boolean }) {
  return (
    <svg viewBox="0 0 64 64" width={size} height={size} aria-hidden="true" focusable="false">
      <rect width="64" height="64" rx="14" fill={onDark ? '#fffaf2' : '#1d2a5b'} />
      <path d="M22 46c6-14 12-22 22-30-3 10-9 20-18 28z" fill={onDark ? '#1d2a5b' : '#fffaf2'} />
      <circle cx="20" cy="48" r="4" fill="#e4572e" />
    </svg>
  )
}
