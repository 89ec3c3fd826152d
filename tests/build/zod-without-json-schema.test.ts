// The browser build's zod keeps everything but JSON Schema output (build/zod-without-json-schema.ts).
import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { ZOD_CLASSIC_SCHEMAS as classicSchemas } from '../../build/zod-classic-schemas.ts';
import { zodWithoutJsonSchema } from '../../build/zod-without-json-schema.ts';

const source = readFileSync(classicSchemas, 'utf8');
const transform = zodWithoutJsonSchema.transform as (code: string, id: string) => { code: string } | null;

describe("the browser build's zod", () => {
  const { code } = transform(source, classicSchemas)!;

  it('imports nothing of JSON Schema but the checks the schemas read', () => {
    expect(code).not.toContain('to-json-schema.js');
    expect(code).toMatch(/import \{ aggregateChecks \} from "\.\.\/core\/json-schema-processors\.js";/);
  });

  it('has a stand-in for every processor the schemas name', () => {
    const standIns = /const processors = \{([^}]*)\}/.exec(code)![1]!;
    const named = new Set([...source.matchAll(/\bprocessors\.(\w+)\(/g)].map((m) => m[1]!));
    expect(named.size).toBeGreaterThan(20);
    for (const name of named) expect(standIns, name).toMatch(new RegExp(`\\b${name}\\b`));
  });

  it('leaves every other module alone, and fails loudly when zod changes its imports', () => {
    expect(transform(source, '/x/node_modules/zod/v4/core/schemas.js')).toBeNull();
    expect(() => transform(source.replace('import * as processors', 'import * as others'), classicSchemas)).toThrow(/update the plugin/);
  });
});
