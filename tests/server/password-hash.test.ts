// A stored password hash says its own cost, so a hash made by the project's cheap test servers and
// one made at the real cost both verify, and nothing else does (docs/product.md#security).
import { afterEach, describe, expect, it } from 'vitest';
import { hashPassword, PASSWORD_COST, setPasswordCost, TEST_PASSWORD_COST, verifyPassword } from '../../server/auth/password.ts';

afterEach(() => setPasswordCost(TEST_PASSWORD_COST));

describe('password hashes', () => {
  it('at the real cost: scrypt$salt$hash, N = 16384, as every deployment makes them', async () => {
    setPasswordCost(PASSWORD_COST);
    const stored = await hashPassword('clave-segura-1');
    expect(stored).toMatch(/^scrypt\$[0-9a-f]{32}\$[0-9a-f]{128}$/);
    expect(await verifyPassword('clave-segura-1', stored)).toBe(true);
    expect(await verifyPassword('clave-segura-2', stored)).toBe(false);
  });

  it('at the test cost: the cost in the hash, and it verifies whatever the current cost', async () => {
    setPasswordCost(TEST_PASSWORD_COST);
    const stored = await hashPassword('clave-segura-1');
    expect(stored).toMatch(/^scrypt\$ln=10\$[0-9a-f]{32}\$[0-9a-f]{128}$/);
    setPasswordCost(PASSWORD_COST);
    expect(await verifyPassword('clave-segura-1', stored)).toBe(true);
    expect(await verifyPassword('clave-segura-2', stored)).toBe(false);
  });

  it('refuses a hash of another scheme, another shape, or a cost outside the two', async () => {
    const stored = await hashPassword('clave-segura-1');
    const [, , salt, hash] = stored.split('$');
    for (const other of [
      `bcrypt$ln=10$${salt}$${hash}`,
      `scrypt$ln=4$${salt}$${hash}`,
      `scrypt$ln=20$${salt}$${hash}`,
      `scrypt$ln=x$${salt}$${hash}`,
      `scrypt$ln=10$${salt}$${hash}$more`,
      `scrypt$ln=10$${salt}$`,
      'scrypt',
      '',
    ]) {
      expect(await verifyPassword('clave-segura-1', other), other).toBe(false);
    }
  });
});
