/** The Casillero mark and word: an open parcel in a rounded square. Decorative; links name it. */
export function Logo({ inverted = false }: { inverted?: boolean }) {
  return (
    <span className={inverted ? 'logo logo--inverted' : 'logo'}>
      <svg className="logo__mark" viewBox="0 0 32 32" width="32" height="32" aria-hidden="true" focusable="false">
        <rect width="32" height="32" rx="8" fill="#1d4ed8" />
        <path d="M8 12.5 16 8l8 4.5v9L16 26l-8-4.5z" fill="#fff" />
        <path d="M8 12.5 16 17l8-4.5M16 17v9" fill="none" stroke="#1d4ed8" strokeWidth="1.6" strokeLinejoin="round" />
        <path d="m12 10.2 8 4.5" stroke="#f97316" strokeWidth="2.2" strokeLinecap="round" />
      </svg>
      <span className="logo__word">Casillero</span>
    </span>
  );
}
