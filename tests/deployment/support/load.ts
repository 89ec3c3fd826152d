// Steady load on the portal, as customers make it (docs/operations.md#stopping-and-restarting):
// `ratePerSecond` requests a second, bounded in flight, lists and a sign-in a second, and beside
// them, once a second, a pre-alert with its bill (every fifth bill over 5 MB, so the store takes
// it as an S3 multipart upload). Every answer but 2xx, and every broken connection, is a failure.
import { postPreAlert } from './pre-alert.ts';
import { DEMO } from './servers.ts';

type Failure = { what: string; at: number; status?: number; body?: string; error?: string };
export type LoadReport = { sent: number; answered: number; skipped: number; failures: Failure[]; seconds: number; uploads: number };

const LISTS = ['api/packages?page=1&page_size=10', 'api/shipments?page=1&page_size=10', 'api/users/me', 'api/invoices?page=1&page_size=10', 'api/recipients?page=1&page_size=10'];

export type LoadOptions = {
  url: string;
  token: string;
  courierId: number;
  ratePerSecond: number;
  maxInFlight?: number;
  /** A unique word for this run's trackings. */
  run: string;
};

export function steadyLoad({ url, token, courierId, ratePerSecond, maxInFlight = 200, run }: LoadOptions) {
  const report: LoadReport = { sent: 0, answered: 0, skipped: 0, failures: [], seconds: 0, uploads: 0 };
  const began = Date.now();
  const inFlight = new Set<Promise<void>>();
  const auth = { Authorization: `Bearer ${token}`, 'Accept-Language': 'en' };
  let tick = 0;
  let uploadSlots = 0;

  const request = (what: string, make: () => Promise<Response>) => {
    report.sent++;
    const done = make().then(
      async (answer) => {
        const body = await answer.text();
        if (answer.status >= 200 && answer.status < 300) report.answered++;
        else report.failures.push({ what, at: Date.now() - began, status: answer.status, body: body.slice(0, 300) });
      },
      (error: unknown) => void report.failures.push({ what, at: Date.now() - began, error: String((error as Error).cause ?? error) }),
    );
    inFlight.add(done);
    void done.finally(() => inFlight.delete(done));
  };

  // Every fifth bill over 5 MB: the store takes it as an S3 multipart upload.
  const preAlert = (n: number) => postPreAlert(url, token, { courierId, tracking: `1Z${run}${n}`.slice(0, 30), billBytes: n % 5 === 4 ? 6_000_000 : 0 });

  const signIn = () =>
    fetch(`${url}/api/auth/token`, {
      method: 'POST',
      headers: { 'Content-Type': 'application/json', 'Accept-Language': 'en' },
      body: JSON.stringify(DEMO),
    });

  // Due by the clock, not by the timer's count: a busy machine fires timers late, and the load
  // catches up rather than thinning out.
  const pump = () => {
    const elapsed = (Date.now() - began) / 1_000;
    while (uploadSlots < Math.floor(elapsed) + 1) {
      const n = uploadSlots++;
      if (inFlight.size >= maxInFlight) report.skipped++;
      else {
        report.uploads++;
        request('pre-alert', () => preAlert(n));
      }
    }
    for (const due = Math.floor(elapsed * ratePerSecond); tick < due; ) {
      const n = tick++;
      if (inFlight.size >= maxInFlight) {
        report.skipped++;
        continue;
      }
      if (n % ratePerSecond === 0) request('sign-in', signIn);
      else {
        const list = LISTS[n % LISTS.length]!;
        request(list, () => fetch(`${url}/${list}`, { headers: auth }));
      }
    }
  };

  const timer = setInterval(pump, 20);
  return {
    report,
    elapsedSeconds: () => (Date.now() - began) / 1_000,
    /** Stops sending, waits for every answer, and reports. */
    async stop(): Promise<LoadReport> {
      clearInterval(timer);
      report.seconds = (Date.now() - began) / 1_000;
      while (inFlight.size > 0) await Promise.all([...inFlight]);
      return report;
    },
  };
}
