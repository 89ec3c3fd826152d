// One release moves into dist/ at a time: two builds finishing together would each remove the
// files the other just placed (release/install-release.ts). A lock file that names its process;
// one whose process is gone (a build stopped midway) is taken over.
import { mkdir, open, readFile, rm } from 'node:fs/promises';
import { join } from 'node:path';

/** Hidden beside the release; never part of one. */
export const INSTALL_LOCK = '.install-lock';

/** Whether process `pid` still runs (a stage or a lock of a process gone is left over). */
export const processRunning = (pid: number): boolean => {
  try {
    process.kill(pid, 0);
    return true;
  } catch (error) {
    return (error as NodeJS.ErrnoException).code === 'EPERM';
  }
};

/** Runs `install` holding dist/'s lock, waiting up to `waitMs` for another process's. */
export async function whileLocked<T>(dist: string, install: () => Promise<T>, waitMs = 120_000): Promise<T> {
  const lock = join(dist, INSTALL_LOCK);
  const until = Date.now() + waitMs;
  await mkdir(dist, { recursive: true });
  for (;;) {
    try {
      const file = await open(lock, 'wx');
      await file.writeFile(String(process.pid));
      await file.close();
      break;
    } catch (error) {
      if ((error as NodeJS.ErrnoException).code !== 'EEXIST') throw error;
      const owner = Number(await readFile(lock, 'utf8').catch(() => ''));
      if (owner && !processRunning(owner)) await rm(lock, { force: true });
      else if (Date.now() > until) throw new Error(`another process (${owner || 'unknown'}) is moving a release into ${dist} (${lock})`);
      else await new Promise((resolve) => setTimeout(resolve, 200));
    }
  }
  try {
    return await install();
  } finally {
    await rm(lock, { force: true });
  }
}
