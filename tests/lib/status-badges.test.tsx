// @vitest-environment jsdom
// A status the portal knows is translated; one the company's backend added since is shown as it
// came (docs/product.md#statuses), the badge's style putting either in uppercase.
import { describe, expect, it } from 'vitest';
import { screen } from '@testing-library/react';
import { PACKAGE_STATUSES } from '../../src/api/contract/packages.ts';
import { PRE_ALERT_STATUSES } from '../../src/api/contract/pre-alerts.ts';
import { SHIPMENT_STATUSES } from '../../src/api/contract/shipments.ts';
import { PackageStatusBadge } from '../../src/features/packages/package-status-badge.tsx';
import { PreAlertStatusBadge } from '../../src/features/pre-alerts/pre-alert-status-badge.tsx';
import { ShipmentStatusBadge } from '../../src/features/shipments/shipment-status-badge.tsx';
import { packageStatusLabel } from '../../src/lib/package-status.ts';
import { preAlertStatusLabel } from '../../src/lib/pre-alert-status.ts';
import { shipmentStatusLabel } from '../../src/lib/shipment-status.ts';
import { renderUi } from '../ui/support/render.tsx';

describe('status badges', () => {
  it('label every status of the contract, and none other', () => {
    for (const status of PACKAGE_STATUSES) expect(packageStatusLabel(status), status).not.toBeNull();
    for (const status of PRE_ALERT_STATUSES) expect(preAlertStatusLabel(status), status).not.toBeNull();
    for (const status of SHIPMENT_STATUSES) expect(shipmentStatusLabel(status), status).not.toBeNull();
    for (const label of [packageStatusLabel, preAlertStatusLabel, shipmentStatusLabel]) {
      expect(label('ON_HOLD')).toBeNull();
      expect(label('toString')).toBeNull();
    }
  });

  it('show a known status translated, an unknown one as the server wrote it', () => {
    renderUi(
      <>
        <PackageStatusBadge status="IN_WAREHOUSE" />
        <PackageStatusBadge status="ON_HOLD" />
        <PreAlertStatusBadge status="NEVER_ARRIVED" />
        <PreAlertStatusBadge status="IN_REVIEW" />
        <ShipmentStatusBadge status="IN_CUSTOMS" />
        <ShipmentStatusBadge status="RETURNED" />
      </>,
    );
    const texts = [...document.querySelectorAll('.status')].map((badge) => badge.textContent);
    expect(texts).toEqual(['In warehouse', 'ON_HOLD', 'Never arrived', 'IN_REVIEW', 'In customs', 'RETURNED']);
    expect(screen.getByText('ON_HOLD').className).toBe('status');
  });
});
