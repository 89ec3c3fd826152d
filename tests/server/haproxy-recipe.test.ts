// The haproxy configuration docs/operations.md#behind-haproxy shows is the very file the deployment
// test runs (deploy/haproxy.cfg), and it keeps what makes a rolling restart lose nothing: checks of
// /readyz in HTTP/1.1 with a Host, within the drain, and no retry that would hide a dropped request.
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';

const ROOT = join(import.meta.dirname, '../..');
const file = readFileSync(join(ROOT, 'deploy/haproxy.cfg'), 'utf8');
const doc = readFileSync(join(ROOT, 'docs/operations.md'), 'utf8');

describe('the haproxy recipe', () => {
  it('is shown whole in docs/operations.md', () => {
    const shown = /\n## Behind haproxy\n[\s\S]*?```haproxy\n([\s\S]*?)```\n/.exec(doc)?.[1];
    expect(shown).toBe(file);
  });

  it('checks /readyz as HTTP/1.1 with a Host, often enough for the 5 s drain, and retries nothing', () => {
    const lines = file.split('\n').map((line) => line.trim()).filter((line) => line && !line.startsWith('#'));
    expect(lines).toContain('option httpchk');
    expect(lines.some((line) => /^http-check send meth GET uri \/readyz ver HTTP\/1\.1 hdr Host \S+$/.test(line))).toBe(true);
    const check = lines.find((line) => line.startsWith('default-server'))!;
    const inter = Number(/inter (\d+)s/.exec(check)?.[1]);
    const fall = Number(/fall (\d+)/.exec(check)?.[1]);
    expect(inter * (fall + 1)).toBeLessThan(5);
    expect(lines.filter((line) => /^(retry-on|option redispatch)/.test(line))).toEqual([]);
    expect(Number(/^timeout server (\d+)s$/m.exec(lines.join('\n'))?.[1])).toBeGreaterThan(25);
  });
});
