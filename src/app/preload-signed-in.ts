// The server names the signed-in area's code in a signed-in visitor's page (see
// server/http/signed-in-preload.ts); the entry asks for it once the session check is under way.
import { SIGNED_IN_CODE_META } from '../api/contract/page.ts';

export function preloadSignedInArea(): void {
  const files = document.querySelector<HTMLMetaElement>(`meta[name="${SIGNED_IN_CODE_META}"]`)?.content.split(' ') ?? [];
  for (const href of files) {
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
