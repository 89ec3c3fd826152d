// A file's size as the file picker shows it: the language's decimal separator, decimal units.
import { describe, expect, it } from 'vitest';
import { formatFileSize } from '../../src/lib/file-size.ts';

/** Bytes, then the Spanish text, then the English one. */
const SIZES: [number, string, string][] = [
  [2_345_678, '2,3 MB', '2.3 MB'],
  [10_000_000, '10 MB', '10 MB'],
  [34_200, '34,2 kB', '34.2 kB'],
  // Just under a megabyte is a megabyte, not "1.000 kB".
  [999_950, '1 MB', '1 MB'],
  [512, '512 bytes', '512 bytes'],
  [1, '1 byte', '1 byte'],
];

describe('file sizes', () => {
  it.each(SIZES)('%d bytes: %s in Spanish, %s in English', (bytes, spanish, english) => {
    expect(formatFileSize('es', bytes)).toBe(spanish);
    expect(formatFileSize('en', bytes)).toBe(english);
  });
});
