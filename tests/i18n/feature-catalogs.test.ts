// Issue 17: which catalog a feature's texts go to is derived from its folder (lingui.config.ts),
// and its pages load that catalog (src/app/signed-in-routes.tsx): a new feature folder gets a
// catalog of its own, loaded with its pages, instead of growing the first screen's.
import { existsSync, readdirSync, readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { FEATURE_CATALOGS, NOT_OWN_CATALOG } from '../../lingui.config.ts';
import { LANGUAGES } from '../../src/api/contract/limits.ts';

const routes = readFileSync('src/app/signed-in-routes.tsx', 'utf8');
/** Each lazily loaded feature page of the signed-in table, with the catalogs its loader names. */
const pages = [...routes.matchAll(/withTexts\(import\('\.\.\/features\/([\w-]+)\/[^']+'\),\s*([^)]*)\)/g)].map(([, folder, catalogs]) => ({
  folder: folder!,
  catalogs: [...catalogs!.matchAll(/'([\w-]+)'/g)].map(([, name]) => name!),
}));

describe('feature catalogs', () => {
  it('every feature folder has a catalog of its own, or says where its texts go', () => {
    const folders = readdirSync('src/features', { withFileTypes: true }).filter((e) => e.isDirectory()).map((e) => e.name);
    expect([...FEATURE_CATALOGS, ...Object.keys(NOT_OWN_CATALOG)].sort()).toEqual(folders.sort());
    for (const feature of FEATURE_CATALOGS) for (const language of LANGUAGES) expect(existsSync(`locale/${language}/${feature}.po`), `${language}/${feature}.po`).toBe(true);
  });

  it("a feature's pages load its own catalog, and every feature catalog is loaded by a page", () => {
    expect(pages.length).toBeGreaterThan(10);
    for (const { folder, catalogs } of pages) {
      if (folder in NOT_OWN_CATALOG) continue;
      expect(catalogs, `a page of src/features/${folder}`).toContain(folder);
    }
    expect([...new Set(pages.map((p) => p.folder))].filter((f) => !(f in NOT_OWN_CATALOG)).sort()).toEqual(FEATURE_CATALOGS);
  });
});
