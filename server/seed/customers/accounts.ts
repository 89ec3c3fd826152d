import { demoCustomer } from './demo.ts';
import { otherCustomer } from './other.ts';
import { noProfileUser } from './no-profile.ts';
import type { CustomerSpec } from './spec.ts';

/** Every seeded account, in the order their lockers were issued. */
export const CUSTOMERS: readonly CustomerSpec[] = [demoCustomer, otherCustomer, noProfileUser];
