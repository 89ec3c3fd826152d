// A fake of the portal's Http for component tests: answers GETs from fixtures by path (checked
// with the contract's schema, as the real client does) and records every call.
import type { Http } from '../../../src/api/http.ts';

export type FakeHttp = Http & { calls: string[] };

/** `answers` maps a path to its JSON body, or to a function that throws (a failure) or returns it (or a promise of it). */
export function fakeHttp(answers: Record<string, unknown | (() => unknown)>): FakeHttp {
  const calls: string[] = [];
  return {
    calls,
    async request(schema, path) {
      calls.push(path);
      if (!(path in answers)) throw new Error(`fakeHttp: no answer for ${path}`);
      const answer = answers[path];
      const body: unknown = await (typeof answer === 'function' ? (answer as () => unknown)() : answer);
      return schema.parse(body);
    },
    async send(path) {
      calls.push(path);
    },
    /** An upload is answered like a request to `POST <path>`. */
    async upload(schema, path) {
      return this.request(schema, `POST ${path}`);
    },
  };
}

/** Two countries with a state each, and their cities: the address cascade's answers. */
export const GEO_ANSWERS = {
  'api/countries': { data: [{ id: 1, name: 'Venezuela', iso_code: 'VE' }, { id: 2, name: 'Colombia', iso_code: 'CO' }] },
  'api/countries/1/states': { data: [{ id: 10, name: 'Miranda' }] },
  'api/countries/2/states': { data: [{ id: 20, name: 'Antioquia' }] },
  'api/countries/1/states/10/cities': { data: [{ id: 100, name: 'Caracas' }] },
  'api/countries/2/states/20/cities': { data: [{ id: 200, name: 'Medellín' }] },
};
