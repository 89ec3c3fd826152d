import type { I18n, MessageDescriptor } from '@lingui/core';
import { msg } from '@lingui/core/macro';
import type { ShipmentStatus, TimelineEvent } from '../api/contract/shipments.ts';

/** The status that ends a shipment's journey: its timeline step carries a check mark. */
const DELIVERED_STATUS: ShipmentStatus = 'DELIVERED';

/** Every status of the contract, translated (docs/product.md#statuses); shown in uppercase. */
const SHIPMENT_STATUS_LABELS: Record<ShipmentStatus, MessageDescriptor> = {
  REQUESTED: msg`Requested`,
  PENDING: msg`Pending`,
  RECEIVED: msg`Received`,
  IN_TRANSIT: msg`In transit`,
  IN_CUSTOMS: msg`In customs`,
  OUT_FOR_DELIVERY: msg`Out for delivery`,
  DELIVERED: msg`Delivered`,
  NEVER_ARRIVED: msg`Never arrived`,
  CANCELLED: msg`Cancelled`,
};

/** The label of a status; null for one the portal does not know, which is shown as it came (docs/product.md#statuses). */
export function shipmentStatusLabel(status: string): MessageDescriptor | null {
  return Object.hasOwn(SHIPMENT_STATUS_LABELS, status) ? SHIPMENT_STATUS_LABELS[status as ShipmentStatus] : null;
}

/** The journey every shipment makes, in order; the timeline shows the steps still ahead greyed. */
const SHIPMENT_JOURNEY: readonly ShipmentStatus[] = ['PENDING', 'RECEIVED', 'IN_TRANSIT', 'IN_CUSTOMS', 'OUT_FOR_DELIVERY', 'DELIVERED'];

/** Statuses that end a journey before delivery: nothing is ahead of them. */
const JOURNEY_ENDS: readonly string[] = ['NEVER_ARRIVED', 'CANCELLED'] satisfies ShipmentStatus[];

/** A timeline step: a status with the event that reached it, or null for one still ahead. */
export type JourneyStep<E extends { key: string }> = { key: string; event: E | null };

/**
 * The timeline's steps (docs/product.md#details): the events in the server's order, then every
 * status of the journey after the last one reached, unless the shipment ended (cancelled, never
 * arrived).
 */
export function journeySteps<E extends { key: string }>(events: readonly E[]): JourneyStep<E>[] {
  const reached = events.map((event) => ({ key: event.key, event }));
  if (events.some((event) => JOURNEY_ENDS.includes(event.key))) return reached;
  const last = Math.max(-1, ...events.map((event) => SHIPMENT_JOURNEY.indexOf(event.key as ShipmentStatus)));
  return [...reached, ...SHIPMENT_JOURNEY.slice(last + 1).map((key) => ({ key, event: null }))];
}

/** A step of a shipment's status timeline, as src/ui/timeline.tsx draws it; `note` is the company's words to the customer. */
export type StatusTimelineStep = {
  key: string;
  label: string;
  at?: string;
  when?: string | null;
  reached: boolean;
  done: boolean;
  note?: string | null;
  corrected?: boolean;
};

/**
 * The status timeline of a shipment's events, labelled in the current language; `when` words an
 * event's instant (a date and time on the shipment's page, a date on the shared tracking page).
 * The shared page's events carry no note (docs/product.md#shared-tracking).
 */
export function statusTimelineSteps(
  events: readonly (TimelineEvent & { note?: string | null; corrected?: boolean })[],
  i18n: I18n,
  when: (instant: string) => string,
): StatusTimelineStep[] {
  return journeySteps(events).map(({ key, event }) => {
    const label = shipmentStatusLabel(key);
    return {
      key,
      label: label ? i18n._(label) : (event?.keyLabel ?? key),
      at: event?.created_at,
      when: event && when(event.created_at),
      reached: event !== null,
      done: event !== null && key === DELIVERED_STATUS,
      note: event?.note ?? null,
      corrected: event?.corrected ?? false,
    };
  });
}
