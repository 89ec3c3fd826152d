// The requests' series: counted by route pattern, never by path, so a scanner's thousand made-up
// paths are one label ('/api/*', or '/*' outside the API) and the series stay a bounded number.
import { Counter, Histogram, type Registry } from 'prom-client';
import type { RequestDone } from '../http/log-requests.ts';

/** Seconds: a cached page takes milliseconds, an upload or a download over a slow line tens of seconds. */
const DURATION_BUCKETS = [0.005, 0.01, 0.025, 0.05, 0.1, 0.25, 0.5, 1, 2.5, 5, 10, 30];

/** Registers the requests' counter and latency histogram; returns what counts a finished request. */
export function requestMetrics(registry: Registry): (done: RequestDone) => void {
  const requests = new Counter({
    name: 'casillero_http_requests_total',
    help: 'Requests, by method, route pattern and status ("aborted": the client left before its answer was written).',
    labelNames: ['method', 'route', 'status'],
    registers: [registry],
  });
  const duration = new Histogram({
    name: 'casillero_http_request_duration_seconds',
    help: 'Time from a request to its answer handed to the socket, by method and route pattern; aborted requests left out.',
    labelNames: ['method', 'route'],
    buckets: DURATION_BUCKETS,
    registers: [registry],
  });
  return ({ method, route, status, aborted, durationMs }) => {
    requests.inc({ method, route, status: aborted ? 'aborted' : String(status) });
    if (!aborted) duration.observe({ method, route }, durationMs / 1000);
  };
}
