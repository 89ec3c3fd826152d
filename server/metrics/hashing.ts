// The password-hashing queue (server/auth/password.ts): a flood of sign-ins shows here before it is
// refused with TOO_MANY_REQUESTS.
import { Gauge, type Registry } from 'prom-client';
import { HASH_QUEUE_MAX, hashingLoad } from '../auth/password.ts';

export function hashingMetrics(registry: Registry): void {
  new Gauge({
    name: 'casillero_password_hashes_in_flight',
    help: 'Password hashes (scrypt) running now.',
    registers: [registry],
    collect() {
      this.set(hashingLoad().active);
    },
  });
  new Gauge({
    name: 'casillero_password_hashes_queued',
    help: `Password hashes waiting for their turn; past ${HASH_QUEUE_MAX} a sign-in is answered TOO_MANY_REQUESTS.`,
    registers: [registry],
    collect() {
      this.set(hashingLoad().waiting);
    },
  });
}
