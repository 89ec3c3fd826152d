// @vitest-environment jsdom
import { describe, expect, it } from 'vitest';
import { msg } from '@lingui/core/macro';
import { activateLanguage, i18n, loadCatalogPart } from '../../src/i18n/i18n.ts';
import { signedInCatalog } from '../../src/app/signed-in-catalogs.ts';

// One text of each part: the sign-in page's (public) and the account page's (signed-in).
const publicText = msg`Sign in`;
const signedInText = msg`My account`;

describe('catalog parts', () => {
  it('keeps a part asked for while the language loads, and a switch brings every part along', async () => {
    await Promise.all([activateLanguage('es'), loadCatalogPart(signedInCatalog('signed-in'))]);
    expect(i18n.locale).toBe('es');
    expect(i18n._(publicText)).toBe('Iniciar sesión');
    expect(i18n._(signedInText)).toBe('Mi cuenta');
    expect(document.documentElement.lang).toBe('es');

    await activateLanguage('en');
    expect(i18n._(publicText)).toBe('Sign in');
    expect(i18n._(signedInText)).toBe('My account');
    expect(document.cookie).toContain('i18next=en');
    expect(localStorage.getItem('i18nextLng')).toBe('en');
  });

  it("loads a signed-in feature's catalog by its name, keeps it on a switch, and refuses a name without a catalog", async () => {
    const packagesText = msg`Carrier`;
    await activateLanguage('es');
    await loadCatalogPart(signedInCatalog('packages'));
    expect(i18n._(packagesText)).toBe('Transportista');
    await activateLanguage('en');
    expect(i18n._(packagesText)).toBe('Carrier');
    await activateLanguage('es');
    expect(i18n._(packagesText)).toBe('Transportista');
    expect(() => signedInCatalog('no-such-feature')).toThrow('locale/es/no-such-feature.po');
  });

  it('lets the newest choice win when two switches race', async () => {
    await Promise.all([activateLanguage('en'), activateLanguage('es')]);
    expect(i18n.locale).toBe('es');
    expect(i18n._(signedInText)).toBe('Mi cuenta');
  });
});
