// A throwaway PostgreSQL cluster of the test's own (docs/operations.md#running-in-production): made
// with the installed binaries, as the user postgres when the test runs as root (postgres refuses
// root), fsync off, stopped and removed at the end. The test can stop it midway and start it again,
// or freeze its processes (SIGSTOP: a database that takes connections and never answers) and thaw them.
import { execFileSync } from 'node:child_process';
import { chmodSync, existsSync, mkdtempSync, readdirSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';

export type Cluster = {
  url: string;
  stop(): void;
  start(): void;
  /** SIGSTOP to the postmaster and every backend: connections are accepted by the kernel, never answered. */
  freeze(): void;
  thaw(): void;
  remove(): void;
};

/** The newest installed PostgreSQL's bin folder (Debian's /usr/lib/postgresql/<version>/bin). */
function binFolder(): string {
  const root = '/usr/lib/postgresql';
  const versions = existsSync(root) ? readdirSync(root).filter((v) => existsSync(join(root, v, 'bin', 'initdb'))) : [];
  const newest = versions.sort((a, b) => Number(b) - Number(a))[0];
  if (!newest) throw new Error('no PostgreSQL binaries in /usr/lib/postgresql (apt-get install postgresql)');
  return join(root, newest, 'bin');
}

const asRoot = process.getuid?.() === 0;

/** postgres runs as its own user: made as .ci/run makes it, when the test runs as root on a bare machine. */
function ensurePostgresUser(): void {
  try {
    execFileSync('id', ['postgres'], { stdio: 'ignore' });
  } catch {
    execFileSync('useradd', ['--system', '--user-group', '--home-dir', '/nonexistent', '--no-create-home', '--shell', '/usr/sbin/nologin', 'postgres']);
  }
}

export function startCluster(port: number): Cluster {
  const bin = binFolder();
  if (asRoot) ensurePostgresUser();
  const dir = mkdtempSync(join(tmpdir(), 'casillero-two-servers-pg-'));
  chmodSync(dir, 0o777);
  const data = join(dir, 'data');
  // As the cluster's owner, from its folder (the owner may not enter the current one).
  const run = (tool: string, ...args: string[]) =>
    execFileSync(asRoot ? 'runuser' : join(bin, tool), asRoot ? ['-u', 'postgres', '--', join(bin, tool), ...args] : args, {
      cwd: dir,
      stdio: 'pipe',
    });
  run('initdb', '-D', data, '-U', 'postgres', '--auth=trust', '-E', 'UTF8', '--locale=C.UTF-8');
  const options = `-c listen_addresses=127.0.0.1 -p ${port} -k ${dir} -c fsync=off -c synchronous_commit=off -c full_page_writes=off`;
  const start = () => run('pg_ctl', '-D', data, '-l', join(dir, 'server.log'), '-w', '-t', '60', '-o', options, 'start');
  start();
  run('createdb', '-h', '127.0.0.1', '-p', String(port), '-U', 'postgres', 'casillero');
  let running = true;
  // This cluster's processes only: another cluster of the same user may run beside it.
  const processes = () => {
    const postmaster = readFileSync(join(data, 'postmaster.pid'), 'utf8').split('\n')[0]!.trim();
    const children = execFileSync('pgrep', ['-P', postmaster], { encoding: 'utf8' }).split('\n').filter(Boolean);
    return [postmaster, ...children];
  };
  const signal = (name: string) => execFileSync('kill', [`-${name}`, ...processes()]);
  return {
    url: `postgres://postgres@127.0.0.1:${port}/casillero`,
    stop() {
      if (!running) return;
      running = false;
      // Fast, not immediate: with synchronous_commit off, an immediate stop would lose the last commits.
      run('pg_ctl', '-D', data, '-m', 'fast', '-w', 'stop');
    },
    start() {
      if (running) return;
      start();
      running = true;
    },
    freeze: () => signal('STOP'),
    thaw: () => signal('CONT'),
    remove() {
      try {
        if (running) this.thaw();
        this.stop();
      } finally {
        rmSync(dir, { recursive: true, force: true });
      }
    },
  };
}
