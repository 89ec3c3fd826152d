import { DECLARED_VALUE_MAX } from '../api/contract/limits.ts';
import { parseAmount } from '../lib/money.ts';

/**
 * A typed declared value (USD, written the locale's way): its number when the contract takes it
 * (more than 0, at most DECLARED_VALUE_MAX), otherwise null. The calculator and consolidation.
 */
export function declaredValueOf(locale: string, text: string): number | null {
  const value = parseAmount(locale, text);
  return value !== null && value > 0 && value <= DECLARED_VALUE_MAX ? value : null;
}
