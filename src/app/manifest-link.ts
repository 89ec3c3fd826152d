/**
 * Names the web app manifest (docs/product.md#installable) once the page has loaded and is idle,
 * not in the page's HTML: named there, Chromium fetched the manifest and its icons while
 * Lighthouse's throttled phone still loaded my account, whose TBT went from +21 ms to +186 ms over
 * HTTP/2 (+28 ms named this way; docs/performance.md#how-the-signed-in-pages-stay-fast).
 * Installing waits for it no more than a customer does.
 */
export function linkManifestWhenIdle(): void {
  const link = () => {
    if (document.querySelector('link[rel="manifest"]')) return;
    const manifest = document.createElement('link');
    manifest.rel = 'manifest';
    manifest.href = '/manifest.webmanifest';
    document.head.append(manifest);
  };
  // The entry's own idle wait: importing ui/on-idle here would move it, and the chunks the
  // first screen names, into the entry.
  const idle = () => (typeof requestIdleCallback === 'function' ? requestIdleCallback(link, { timeout: 5_000 }) : setTimeout(link, 1));
  if (document.readyState === 'complete') idle();
  else window.addEventListener('load', idle, { once: true });
}
