// The line each start writes (docs/operations.md#running-in-production): every setting as read,
// secrets hidden, and the database's latest migration; and the metrics' two settings
// (docs/operations.md#metrics). The line from a real start: main-process.test.ts.
import { mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { ConfigError, readConfig } from '../../server/config.ts';
import { HIDDEN, loggedSettings, migrationVersion } from '../../server/http/log-start.ts';
import { useTestApp } from './support/test-app.ts';

const dataDir = mkdtempSync(join(tmpdir(), 'casillero-start-line-'));
afterAll(() => rmSync(dataDir, { recursive: true, force: true }));

const SECRETS = {
  database: 'db-pass-5Yq',
  mail: 'smtp-pass-8Kd',
  media: 'media-secret-3Jx',
  apiKey: 'k'.repeat(40),
  webhook: `whsec_${Buffer.from('the webhook key, thirty-two byte').toString('base64')}`,
  sslPassword: 'ssl-pass-2Wn',
};

const ENV = {
  DATA_DIR: dataDir,
  PORT: '8081',
  DATABASE_URL: `postgres://casillero:${SECRETS.database}@db.internal:5432/casillero?sslmode=require&sslpassword=${SECRETS.sslPassword}`,
  MAIL_URL: `smtps://no-reply%40casillero.example:${SECRETS.mail}@smtp.casillero.example:465?from=no-reply@casillero.example`,
  PUBLIC_URL: 'https://portal.casillero.example',
  MEDIA_SECRET: SECRETS.media,
  WAREHOUSE_API_KEYS: `${SECRETS.apiKey},${'m'.repeat(32)}`,
  WAREHOUSE_WEBHOOK_URL: 'https://warehouse.example/hooks',
  WAREHOUSE_WEBHOOK_SECRET: SECRETS.webhook,
  TRUSTED_PROXY: '10.0.0.5',
  LOGIN_ATTEMPTS: '12',
  METRICS_PORT: '9464',
};

describe('the settings on the start line', () => {
  const settings = loggedSettings(readConfig(ENV));
  const line = JSON.stringify(settings);

  it('lists every setting as the server read it', () => {
    expect(settings).toMatchObject({
      port: 8081,
      dataDir,
      publicUrl: 'https://portal.casillero.example',
      trustedProxies: ['10.0.0.5'],
      storage: { kind: 'folder', dir: join(dataDir, 'uploads') },
      demo: false,
      logLevel: 'info',
      metrics: { host: '127.0.0.1', port: 9464 },
      warehouseWebhook: { url: 'https://warehouse.example/hooks' },
    });
    expect(settings.rateLimits).toMatchObject({ LOGIN_ATTEMPTS: 12, UPLOADS_PER_HOUR: 30 });
    expect(settings).not.toHaveProperty('warnings');
  });

  it('hides the secrets, and masks the passwords in URLs', () => {
    for (const secret of Object.values(SECRETS)) expect(line).not.toContain(secret);
    expect(settings).toMatchObject({
      mediaSecret: HIDDEN,
      // How many keys there are is worth knowing; what they are is not.
      warehouseApiKeys: [HIDDEN, HIDDEN],
      warehouseWebhook: { secret: HIDDEN },
      // Who and where stay: a wrong host or user is what an operator looks for.
      databaseUrl: 'postgres://casillero:***@db.internal:5432/casillero?sslmode=require&sslpassword=***',
      mailUrl: 'smtps://no-reply%40casillero.example:***@smtp.casillero.example:465?from=no-reply@casillero.example',
    });
  });

  it('leaves a URL without credentials as it is', () => {
    const plain = loggedSettings(readConfig({ DATA_DIR: dataDir, DATABASE_URL: 'postgres://db.internal/casillero', MEDIA_SECRET: 'x' }));
    expect(plain.databaseUrl).toBe('postgres://db.internal/casillero');
    expect(plain.metrics).toBeUndefined();
  });
});

describe('the metrics settings', () => {
  const config = (env: Record<string, string>) => readConfig({ DATA_DIR: dataDir, ...env });

  it('serve nothing without METRICS_PORT, and say so when METRICS_HOST is set alone', () => {
    expect(config({}).metrics).toBeUndefined();
    const hostOnly = config({ METRICS_HOST: '0.0.0.0' });
    expect(hostOnly.metrics).toBeUndefined();
    expect(hostOnly.warnings).toEqual(['METRICS_HOST is set without METRICS_PORT: no metrics are served']);
  });

  it('listen on this machine only unless METRICS_HOST says otherwise', () => {
    expect(config({ METRICS_PORT: '9464' }).metrics).toEqual({ host: '127.0.0.1', port: 9464 });
    expect(config({ METRICS_PORT: '9464', METRICS_HOST: '10.0.0.10' }).metrics).toEqual({ host: '10.0.0.10', port: 9464 });
  });

  it('refuse the public port, and a port that is not one', () => {
    expect(() => config({ PORT: '8080', METRICS_PORT: '8080' })).toThrow(new ConfigError('METRICS_PORT must differ from PORT (8080): the metrics are never served on the public port'));
    expect(() => config({ METRICS_PORT: 'metrics' })).toThrow(ConfigError);
    expect(() => config({ METRICS_PORT: '70000' })).toThrow(ConfigError);
  });
});

describe('the migration on the start line', () => {
  const t = useTestApp();
  const journal: { entries: { tag: string }[] } = JSON.parse(readFileSync(new URL('../../server/db/migrations/meta/_journal.json', import.meta.url), 'utf8'));

  it("is the database's latest, by its tag and hash", async () => {
    const version = await migrationVersion(t.db);
    expect(version).toEqual({ tag: journal.entries.at(-1)!.tag, hash: expect.stringMatching(/^[0-9a-f]{64}$/) });
  });
});
