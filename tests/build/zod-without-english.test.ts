// The browser build's zod leaves out its English error texts (build/zod-without-english.ts).
import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { ZOD_CLASSIC_SCHEMAS as classicSchemas } from '../../build/zod-classic-schemas.ts';
import { zodWithoutEnglish } from '../../build/zod-without-english.ts';

const source = readFileSync(classicSchemas, 'utf8');
const transform = zodWithoutEnglish.transform as (code: string, id: string) => { code: string } | null;

describe("the browser build's zod", () => {
  it('neither imports nor sets the English texts', () => {
    const { code } = transform(source, classicSchemas)!;
    expect(code).not.toContain('locales/en.js');
    expect(code).not.toContain('core.config(en())');
    // Everything else stays: the check that would have set it is still there.
    expect(code).toContain('if (!core.globalConfig.localeError)');
  });

  it('leaves every other module alone, and fails loudly when zod changes those lines', () => {
    expect(transform(source, '/x/node_modules/zod/v4/core/schemas.js')).toBeNull();
    expect(() => transform(source.replace('core.config(en());', 'core.config(en(), {});'), classicSchemas)).toThrow(/update the plugin/);
  });
});
