import { describe, expect, it } from 'vitest';
import { journeySteps } from '../../src/lib/shipment-status.ts';

const event = (key: string) => ({ key, created_at: '2026-11-01T10:00:00Z' });
const shape = (events: { key: string }[]) => journeySteps(events).map((step) => `${step.key}${step.event ? '' : '?'}`);

describe('the shipment timeline steps', () => {
  it('shows every status of the journey, those not reached yet after the reached ones', () => {
    expect(shape([event('PENDING'), event('RECEIVED')])).toEqual(['PENDING', 'RECEIVED', 'IN_TRANSIT?', 'IN_CUSTOMS?', 'OUT_FOR_DELIVERY?', 'DELIVERED?']);
  });

  it('shows the whole journey ahead of a shipment with no events', () => {
    expect(shape([])).toEqual(['PENDING?', 'RECEIVED?', 'IN_TRANSIT?', 'IN_CUSTOMS?', 'OUT_FOR_DELIVERY?', 'DELIVERED?']);
  });

  it('keeps the server order and what it skipped, and nothing is ahead of a delivery', () => {
    expect(shape([event('PENDING'), event('IN_TRANSIT'), event('DELIVERED')])).toEqual(['PENDING', 'IN_TRANSIT', 'DELIVERED']);
  });

  it('ends at a cancellation or a loss: no step ahead', () => {
    expect(shape([event('PENDING'), event('CANCELLED')])).toEqual(['PENDING', 'CANCELLED']);
    expect(shape([event('IN_TRANSIT'), event('NEVER_ARRIVED')])).toEqual(['IN_TRANSIT', 'NEVER_ARRIVED']);
  });

  it('shows an unknown status where the server put it, the journey still ahead', () => {
    expect(shape([event('RECEIVED'), event('AT_HUB')])).toEqual(['RECEIVED', 'AT_HUB', 'IN_TRANSIT?', 'IN_CUSTOMS?', 'OUT_FOR_DELIVERY?', 'DELIVERED?']);
  });
});
