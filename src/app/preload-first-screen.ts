// The page names the code its first screen needs (FIRST_SCREEN_CODE_META): the entry asks for it
// at once instead of discovering it chunk after chunk, each discovery a round trip on a phone.
// Fetched from here, after the session check, not by <link>s in the page: those would take the six
// connections a browser opens over HTTP/1.1 before the check could start.
import { FIRST_SCREEN_CODE_META } from '../api/contract/page.ts';

export function preloadFirstScreen(): void {
  const files = document.querySelector<HTMLMetaElement>(`meta[name="${FIRST_SCREEN_CODE_META}"]`)?.content.split(' ') ?? [];
  for (const href of files) {
    if (!href) continue;
    const link = document.createElement('link');
    // A stylesheet is only fetched: the chunk that needs it adds it when it loads.
    const style = href.endsWith('.css');
    link.rel = style ? 'preload' : 'modulepreload';
    if (style) link.as = 'style';
    link.crossOrigin = '';
    link.href = href;
    document.head.append(link);
  }
}
