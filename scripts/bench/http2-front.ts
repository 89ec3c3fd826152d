// `--http2`: the pages served as production serves them, through a reverse proxy speaking HTTPS
// and HTTP/2 (a self-signed certificate made for the run; Chromium is told to accept it). Over
// HTTP/1.1 a page's files share six new connections, each starting its TCP window small; over
// HTTP/2 they share the page's own, already open. The proxy passes requests and answers through
// unchanged, compression included.
import { execFileSync } from 'node:child_process';
import { readFileSync } from 'node:fs';
import { request } from 'node:http';
import { createSecureServer } from 'node:http2';
import { join } from 'node:path';
import { removeTempDir, tempDir, type Server } from './processes.ts';

/** Headers of HTTP/1.1's connection handling, which HTTP/2 forbids. */
const HOP_BY_HOP = new Set(['connection', 'keep-alive', 'proxy-connection', 'transfer-encoding', 'upgrade']);

const passed = (headers: Record<string, string | string[] | undefined>) =>
  Object.fromEntries(Object.entries(headers).filter(([name]) => !name.startsWith(':') && !HOP_BY_HOP.has(name)));

/** An HTTPS + HTTP/2 reverse proxy in front of `upstream` (HTTP/1.1 clients still served). */
export async function http2Front(upstream: Server): Promise<Server> {
  const dir = tempDir('casillero-bench-tls-');
  const [key, cert] = [join(dir, 'key.pem'), join(dir, 'cert.pem')];
  execFileSync('openssl', ['req', '-x509', '-newkey', 'ec', '-pkeyopt', 'ec_paramgen_curve:prime256v1', '-nodes', '-days', '1', '-subj', '/CN=127.0.0.1', '-keyout', key, '-out', cert], {
    stdio: 'ignore',
  });
  const target = new URL(upstream.url);
  const server = createSecureServer({ key: readFileSync(key), cert: readFileSync(cert), allowHTTP1: true }, (req, res) => {
    const forward = request(
      { hostname: target.hostname, port: target.port, path: req.url, method: req.method, headers: { ...passed(req.headers), host: target.host } },
      (answer) => {
        res.writeHead(answer.statusCode ?? 502, passed(answer.headers));
        answer.pipe(res);
      },
    );
    forward.on('error', () => {
      if (!res.headersSent) res.writeHead(502);
      res.end();
    });
    req.pipe(forward);
  });
  await new Promise<void>((listening) => server.listen(0, '127.0.0.1', listening));
  const address = server.address();
  if (address === null || typeof address === 'string') throw new Error('the HTTP/2 proxy has no port');
  const url = `https://127.0.0.1:${address.port}`;
  console.error(`  HTTPS + HTTP/2 proxy on ${url} for ${upstream.url}`);
  return {
    url,
    stop: async () => {
      // Open sessions end with their browser; a stray one does not hold the bench.
      await new Promise<void>((closed) => {
        server.close(() => closed());
        setTimeout(closed, 2_000).unref();
      });
      removeTempDir(dir);
    },
  };
}
