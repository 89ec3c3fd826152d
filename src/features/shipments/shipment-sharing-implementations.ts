import { fromPromise, type ActorRefFrom } from 'xstate';
import type { ShipmentShare } from '../../api/contract/shared-tracking.ts';
import type { ShipmentSharesApi } from '../../api/shipment-shares.ts';
import { shipmentSharingMachine, type SharingDevice } from '../../../machines/shipment-sharing.ts';

/** What this browser offers: the Web Share API's sheet, the asynchronous clipboard. */
export const sharingDevice = (): SharingDevice => ({
  shareSheet: typeof navigator.share === 'function',
  clipboard: typeof navigator.clipboard?.writeText === 'function',
});

/** The shipmentSharing machine with the calls (POST / DELETE api/shipments/{id}/share), the share sheet and the clipboard. */
export function provideShipmentSharing(api: ShipmentSharesApi, title: () => string) {
  return shipmentSharingMachine.provide({
    actors: {
      createShareLink: fromPromise<ShipmentShare, { id: number }>(({ input }) => api.create(input.id)),
      shareLink: fromPromise<unknown, { url: string }>(({ input }) => navigator.share({ title: title(), url: input.url })),
      copyLink: fromPromise<unknown, { url: string }>(({ input }) => navigator.clipboard.writeText(input.url)),
      revokeShareLinks: fromPromise<unknown, { id: number }>(({ input }) => api.revoke(input.id)),
    },
  });
}

export type ShipmentSharingActor = ActorRefFrom<typeof shipmentSharingMachine>;
