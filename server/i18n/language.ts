import { DEFAULT_LANGUAGE, LANGUAGES, type Language } from '../../src/api/contract/limits.ts';

/** The best of our languages for an Accept-Language header; `es-419` counts as `es`. */
export function pickLanguage(header: string | undefined | null): Language {
  if (!header) return DEFAULT_LANGUAGE;
  const ranked = header
    .split(',')
    .slice(0, 20)
    .map((part, index) => {
      const [tag = '', ...params] = part.trim().split(';');
      const q = params.map((p) => p.trim()).find((p) => p.startsWith('q='));
      const weight = q ? Number(q.slice(2)) : 1;
      return { base: tag.trim().toLowerCase().split('-')[0] ?? '', weight: Number.isFinite(weight) ? weight : 0, index };
    })
    .filter((r) => r.weight > 0)
    .sort((a, b) => b.weight - a.weight || a.index - b.index);
  const match = ranked.find((r) => (LANGUAGES as readonly string[]).includes(r.base));
  return (match?.base as Language | undefined) ?? DEFAULT_LANGUAGE;
}
