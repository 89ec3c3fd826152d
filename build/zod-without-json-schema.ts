import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import type { Plugin } from 'vite';
import { isClassicSchemas, ZOD_V4_DIR } from './zod-classic-schemas.ts';

const PROCESSORS = 'import * as processors from "../core/json-schema-processors.js";';
const METHODS = 'import { createStandardJSONSchemaMethod, createToJSONSchemaMethod } from "../core/to-json-schema.js";';
/** What classic schemas use of the processors besides JSON Schema: their `minLength`-style getters. */
const KEPT = 'aggregateChecks';

/** The names zod's JSON Schema processors module exports. */
function processorNames(): string[] {
  const file = join(ZOD_V4_DIR, 'core', 'json-schema-processors.js');
  return [...readFileSync(file, 'utf8').matchAll(/^export (?:function|const) (\w+)/gm)].map((m) => m[1]!);
}

/**
 * zod's classic schemas give every schema a `toJSONSchema()` method, so about 7 KB gzip of JSON
 * Schema code came with every signed-in page, unused: the portal never converts a schema. In the
 * browser build, classic schemas get stand-ins that throw when called. The build fails if zod's
 * imports change; the server and the tests use zod as it is.
 */
export const zodWithoutJsonSchema: Plugin = {
  name: 'casillero:zod-without-json-schema',
  apply: 'build',
  transform(code, id) {
    if (!isClassicSchemas(id, code, [PROCESSORS, METHODS], 'build/zod-without-json-schema.ts')) return null;
    const names = processorNames();
    if (!names.includes(KEPT)) throw new Error(`build/zod-without-json-schema.ts: zod no longer exports ${KEPT}`);
    const unavailable = `() => { throw new Error("JSON Schema is left out of the browser build (build/zod-without-json-schema.ts)"); }`;
    const stand_ins = names.filter((name) => name !== KEPT).map((name) => `${name}: __jsonSchemaUnavailable`);
    return {
      code: code
        .replace(
          PROCESSORS,
          `import { ${KEPT} } from "../core/json-schema-processors.js"; const __jsonSchemaUnavailable = ${unavailable}; ` +
            `const processors = { ${KEPT}, ${stand_ins.join(', ')} };`,
        )
        // Called when a schema is built: each gives the stand-in, which throws only if called.
        .replace(METHODS, 'const createStandardJSONSchemaMethod = () => __jsonSchemaUnavailable, createToJSONSchemaMethod = () => __jsonSchemaUnavailable;'),
      map: null,
    };
  },
};
