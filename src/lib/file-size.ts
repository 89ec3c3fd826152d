/**
 * A file's size in the language's format, in decimal units as the limits are written (10 MB is
 * 10,000,000 bytes): `2,3 MB` in Spanish, `2.3 MB` in English; `34 kB`; `512 bytes`.
 */
export function formatFileSize(locale: string, bytes: number): string {
  // From 999,950 bytes on, kilobytes would round to "1.000 kB": megabytes instead.
  const [unit, value] =
    bytes >= 999_950 ? (['megabyte', bytes / 1_000_000] as const) : bytes >= 1_000 ? (['kilobyte', bytes / 1_000] as const) : (['byte', bytes] as const);
  return new Intl.NumberFormat(locale, {
    style: 'unit',
    unit,
    // "512 bytes" reads better than "512 byte" (English) or "512 B".
    unitDisplay: unit === 'byte' ? 'long' : 'short',
    maximumFractionDigits: 1,
  }).format(value);
}
