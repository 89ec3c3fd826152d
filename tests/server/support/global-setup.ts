// Vitest globalSetup: prepares the server tests' database once per run (see prepared-db.ts).
import { rmSync } from 'node:fs';
import type { TestProject } from 'vitest/node';
import { dropDatabase, preparePglite, preparePostgresTemplate } from './prepared-db.ts';

export default async function setup(project: TestProject) {
  const started = Date.now();
  const adminUrl = process.env.DATABASE_URL;
  const prepared = adminUrl ? await preparePostgresTemplate(adminUrl) : await preparePglite();
  project.provide('serverTestDb', prepared);
  console.log(`[server tests] ${prepared.kind} database ready in ${Date.now() - started} ms`);
  return async () => {
    if (prepared.kind === 'postgres') {
      await dropDatabase(prepared.adminUrl, prepared.template);
      rmSync(prepared.uploadsDir, { recursive: true, force: true });
    }
  };
}
