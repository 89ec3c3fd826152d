// Requests held on their way to the server, for a machine state that lasts only while the server
// answers (saving, uploading, cancelling): the page shows it for as long as its screenshots take.
// Then they go on, or get the answer the next state needs (the contract's error envelope, a lost
// connection, a made-up success), and so does every later one, until `stop`: the language switches
// of a capture may ask again, and must find the same answer. Unlike
// e2e/paths/support/held-answer.ts, which always lets its request go on, a driver often must not
// (the demo customer keeps its password and its unread notices for the other runs of the pass).
import type { Page, Request, Route } from '@playwright/test';
import { ERROR_STATUS, type ErrorBody } from '../../../src/api/contract/envelope.ts';

export type HeldRequests = {
  /** The first request held: the page is waiting for its answer. */
  arrived: Promise<Request>;
  /** They go on to the server. */
  pass(): Promise<void>;
  /** They get the contract's error envelope, as when the server refuses. */
  refuse(body: ErrorBody): Promise<void>;
  /** They fail as with a lost connection. */
  cut(): Promise<void>;
  /** They get this JSON body, as a success the server did not make. */
  answer(body: unknown): Promise<void>;
  /** Later requests are the page's own again. */
  stop(): Promise<void>;
};

/** Holds every `method` request to an API path (exactly `/api/...`, or a pattern of it) from now on. */
export async function holdRequests(page: Page, path: string | RegExp, method: string): Promise<HeldRequests> {
  const matches = (url: URL) => (typeof path === 'string' ? url.pathname === path : path.test(url.pathname));
  const held: Route[] = [];
  let decided: ((route: Route) => Promise<void>) | null = null;
  let arrive!: (request: Request) => void;
  const arrived = new Promise<Request>((resolve) => (arrive = resolve));
  const handler = async (route: Route) => {
    if (route.request().method() !== method) return route.fallback();
    if (decided) return decided(route);
    held.push(route);
    arrive(route.request());
  };
  await page.route(matches, handler);
  const decide = async (how: (route: Route) => Promise<void>) => {
    decided = how;
    await Promise.all(held.splice(0).map(how));
  };
  const json = (status: number, body: unknown) => (route: Route) =>
    route.fulfill({ status, contentType: 'application/json', body: JSON.stringify(body) });
  return {
    arrived,
    pass: () => decide((route) => route.continue()),
    refuse: (body) => decide(json(ERROR_STATUS[body.code], body)),
    cut: () => decide((route) => route.abort('internetdisconnected')),
    answer: (body) => decide(json(200, body)),
    stop: () => page.unroute(matches, handler),
  };
}
