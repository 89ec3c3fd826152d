// The payment methods' texts as seeded: the cash method sends the customer to the agents card of
// my account (docs/product.md#words), in both languages.
import { describe, expect, it } from 'vitest';
import { NAV_ITEMS } from '../../src/app/shell/nav-items.ts';
import { paths } from '../../src/lib/paths.ts';
import { PAYMENT_METHODS } from '../../server/seed/data/payment-methods.ts';

describe('the cash method’s text', () => {
  it('links to the agents on my account, where the account menu’s "Agents" leads', () => {
    const agents = NAV_ITEMS.find((item) => item.id === 'agents');
    expect(agents).toMatchObject({ kind: 'route', to: paths.myAccount, hash: 'agents' });
    const cash = PAYMENT_METHODS.find((method) => method.key === 'cash')!;
    for (const text of [cash.description_es, cash.description_en]) {
      expect(text).toContain(`<a href="${paths.myAccount}#agents">`);
      expect(text).not.toMatch(/Ayuda|Help/);
    }
  });
});
