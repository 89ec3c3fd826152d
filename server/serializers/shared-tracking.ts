import type { SharedTracking } from '../../src/api/contract/shared-tracking.ts';
import type { Language } from '../../src/api/contract/limits.ts';
import type { SharedShipment } from '../domain/shipment-shares.ts';
import { labelOf } from '../i18n/format.ts';
import type { Messages } from '../i18n/messages.ts';
import { countryName } from './geo.ts';

/**
 * What anyone holding the link may see, built field by field from what the page needs, so nothing
 * else of the shipment can slip in (docs/product.md#shared-tracking).
 */
export function serializeSharedTracking(shared: SharedShipment, t: Messages, lang: Language): SharedTracking {
  const labels = t.labels.shipmentStatus;
  return {
    tracking: shared.tracking,
    status: shared.status,
    status_label: labelOf(labels, shared.status),
    origin_country: t.sharedTracking.originCountry,
    destination_country: countryName(shared.destination, lang),
    // When each status happened; the company's notes to the customer stay on the customer's own page.
    events: shared.events.map((e) => ({ created_at: e.occurred_at.toISOString(), key: e.key, keyLabel: labelOf(labels, e.key) })),
    expires_at: shared.expiresAt.toISOString(),
  };
}
