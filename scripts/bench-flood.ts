// The bench's flood measure (issue 14, item 5): how long a photo download takes while hundreds of
// sign-ins with unknown e-mails, each from its own address, keep the password hashing busy.
import { randomBytes } from 'node:crypto';

export const FLOOD_SIGN_INS = 200;
const DOWNLOADS = 10;

export type FloodFigures = { idleMs: number[]; floodMs: number[]; answers: Record<number, number> };

const median = (values: number[]) => [...values].sort((a, b) => a - b)[Math.floor(values.length / 2)] ?? NaN;
export const describeTimes = (values: number[]) => `${median(values).toFixed(0)} ms median, ${Math.max(...values).toFixed(0)} ms at most`;

/** A signed photo link of the demo customer's first shipment. */
async function photoUrl(url: string, token: string): Promise<string> {
  const headers = { authorization: `Bearer ${token}`, accept: 'application/json' };
  const list = (await (await fetch(`${url}/api/shipments?page=1&page_size=20`, { headers })).json()) as {
    data: { media: { url: string }[] }[];
  };
  const photo = list.data.flatMap((shipment) => shipment.media)[0];
  if (!photo) throw new Error('the demo customer has no shipment photo to download');
  return new URL(photo.url, url).href;
}

async function timedDownload(link: string): Promise<number> {
  const started = performance.now();
  const res = await fetch(link);
  await res.arrayBuffer();
  if (!res.ok) throw new Error(`the photo answered ${res.status}`);
  return performance.now() - started;
}

async function downloads(link: string): Promise<number[]> {
  const times: number[] = [];
  for (let i = 0; i < DOWNLOADS; i++) times.push(await timedDownload(link));
  return times;
}

/** The server must trust 127.0.0.1 as a proxy (TRUSTED_PROXY), so each sign-in can name its own address. */
export async function measureFlood(url: string, token: string): Promise<FloodFigures> {
  const link = await photoUrl(url, token);
  const idleMs = await downloads(link);
  const flood = Promise.all(
    Array.from({ length: FLOOD_SIGN_INS }, async (_, i) => {
      const res = await fetch(`${url}/api/auth/token`, {
        method: 'POST',
        headers: { 'content-type': 'application/json', 'x-forwarded-for': `198.18.${Math.floor(i / 250)}.${(i % 250) + 1}` },
        body: JSON.stringify({ email: `flood-${randomBytes(4).toString('hex')}@casillero.test`, password: 'wrong-password' }),
      });
      await res.arrayBuffer();
      return res.status;
    }),
  );
  // Let the sign-ins reach the hashing queue first.
  await new Promise((resolve) => setTimeout(resolve, 100));
  const floodMs = await downloads(link);
  const answers: Record<number, number> = {};
  for (const status of await flood) answers[status] = (answers[status] ?? 0) + 1;
  return { idleMs, floodMs, answers };
}
