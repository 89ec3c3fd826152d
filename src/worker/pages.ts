// The portal's pages through the service worker (docs/performance.md#the-service-worker). The
// signed-in area's page (the same for every /home address) is kept from the network's last answer
// and served at once on a return visit, then asked for again for the next one; it is kept only when
// every file it names is this release's, so a page never runs two releases' code. Other pages come
// from the network as the server sends them (its variants by language and session stay its own).
// With no network and no kept page, the release's own page, which opens any screen.

export type PagesDeps = {
  fetch: (request: Request) => Promise<Response>;
  /** The release's page, precached with its code. */
  releasePage: () => Promise<Response | undefined>;
  keptPage: { match: () => Promise<Response | undefined>; put: (page: Response) => Promise<void> };
  /** Whether a file the page names is in this release's precache. */
  ofThisRelease: (file: string) => boolean;
  waitUntil: (work: Promise<unknown>) => void;
};

const SIGNED_IN_AREA = /^\/home(?:\/|$)/;
const NAMED_FILE = /(?:src|href)="(\/assets\/[^"]+)"/g;

/** The files a page names: its scripts, styles and preloads. */
export const filesNamed = (html: string): string[] => [...html.matchAll(NAMED_FILE)].map((match) => match[1]!);

async function keep(answer: Response, deps: PagesDeps): Promise<void> {
  const html = await answer.text();
  const files = filesNamed(html);
  if (files.length === 0 || !files.every(deps.ofThisRelease)) return;
  const headers = new Headers(answer.headers);
  headers.delete('Content-Encoding');
  headers.delete('Content-Length');
  await deps.keptPage.put(new Response(html, { status: 200, headers }));
}

/** The network's page; the signed-in area's is kept meanwhile when it is this release's. */
async function fromNetwork(request: Request, deps: PagesDeps, keepIt: boolean): Promise<Response> {
  const answer = await deps.fetch(request);
  if (keepIt && answer.status === 200 && (answer.headers.get('Content-Type') ?? '').startsWith('text/html')) {
    deps.waitUntil(keep(answer.clone(), deps).catch(() => {}));
  }
  return answer;
}

export async function answerPage(request: Request, deps: PagesDeps): Promise<Response> {
  const signedInArea = SIGNED_IN_AREA.test(new URL(request.url).pathname);
  const kept = signedInArea ? await deps.keptPage.match() : undefined;
  if (kept) {
    deps.waitUntil(fromNetwork(request, deps, true).catch(() => {}));
    return kept;
  }
  try {
    return await fromNetwork(request, deps, signedInArea);
  } catch (error) {
    const page = await deps.releasePage();
    if (page) return page;
    throw error;
  }
}
