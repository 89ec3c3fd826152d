// STORAGE_URL and MEDIA_SECRET (docs/product.md#production): files in a folder under DATA_DIR by
// default or in an S3 bucket; a link-signing secret made and kept per data folder, unless servers
// share a database, where it must be given.
import { existsSync, mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterEach, describe, expect, it } from 'vitest';
import { ConfigError, readConfig } from '../../server/config.ts';

let dataDir: string;
afterEach(() => rmSync(dataDir, { recursive: true, force: true }));
const config = (env: Record<string, string> = {}) => {
  dataDir = mkdtempSync(join(tmpdir(), 'casillero-config-'));
  return readConfig({ DATA_DIR: dataDir, ...env });
};

describe('STORAGE_URL', () => {
  it('is a private folder under DATA_DIR when unset', () => {
    expect(config().storage).toEqual({ kind: 'folder', dir: join(dataDir, 'uploads') });
    expect(existsSync(join(dataDir, 'uploads'))).toBe(true);
  });

  it('names a bucket and an optional prefix; path-style addressing with an endpoint', () => {
    expect(config({ STORAGE_URL: 's3://casillero-files' }).storage).toEqual({ kind: 's3', bucket: 'casillero-files', prefix: '', pathStyle: false });
    expect(config({ STORAGE_URL: 's3://casillero.files/portal/uploads/', AWS_ENDPOINT_URL_S3: 'http://127.0.0.1:9000' }).storage).toEqual({
      kind: 's3',
      bucket: 'casillero.files',
      prefix: 'portal/uploads',
      pathStyle: true,
    });
    // Nothing of the files on the server's disk.
    expect(existsSync(join(dataDir, 'uploads'))).toBe(false);
  });

  it.each(['casillero-files', 'http://casillero-files', 's3://', 's3://Casillero', 's3://ab', 's3://files/../up', 's3://files/a b', 's3://files?x=1'])(
    'refuses %j in one line, naming the setting',
    (value) => {
      expect(() => config({ STORAGE_URL: value })).toThrow(ConfigError);
      expect(() => config({ STORAGE_URL: value })).toThrow(/^STORAGE_URL must be s3:\/\/BUCKET or s3:\/\/BUCKET\/PREFIX, not "[^\n]*"$/);
    },
  );
});

describe('MEDIA_SECRET', () => {
  it('is required with DATABASE_URL: the start refuses in one line', () => {
    const start = () => config({ DATABASE_URL: 'postgres://casillero@db.internal/casillero' });
    expect(start).toThrow(ConfigError);
    expect(start).toThrow(/^MEDIA_SECRET is required with DATABASE_URL: [^\n]*$/);
    expect(config({ DATABASE_URL: 'postgres://casillero@db.internal/casillero', MEDIA_SECRET: 'shared-secret' }).mediaSecret).toBe('shared-secret');
  });

  it('is made on the first start without DATABASE_URL, and kept in DATA_DIR', () => {
    const first = config().mediaSecret;
    expect(first.length).toBeGreaterThanOrEqual(40);
    expect(readFileSync(join(dataDir, 'media-secret'), 'utf8')).toBe(first);
    expect(readConfig({ DATA_DIR: dataDir }).mediaSecret).toBe(first);
  });
});
