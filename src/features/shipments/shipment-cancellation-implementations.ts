import { fromPromise, type ActorRefFrom } from 'xstate';
import { shipmentCancellationMachine } from '../../../machines/shipment-cancellation.ts';
import type { ShipmentsApi } from '../../api/shipments.ts';

/** The shipmentCancellation machine with the real call: DELETE api/shipments/{id}. */
export function provideShipmentCancellation(api: ShipmentsApi) {
  return shipmentCancellationMachine.provide({
    actors: { cancelShipment: fromPromise<unknown, { id: number }>(({ input }) => api.cancel(input.id)) },
  });
}

export type ShipmentCancellationActor = ActorRefFrom<typeof shipmentCancellationMachine>;
