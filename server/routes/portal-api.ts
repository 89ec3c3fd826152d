// The customers' API under /api: every route the portal calls (docs/api/portal.openapi.json).
import { describedRoutes } from '../http/described.ts';
import { authRoutes } from './auth.ts';
import { clientRoutes } from './clients.ts';
import { courierRoutes } from './couriers.ts';
import { departureRoutes } from './departures.ts';
import { geoRoutes } from './geo.ts';
import { invoiceRoutes } from './invoices.ts';
import { mediaRoutes } from './media.ts';
import { noticeRoutes } from './notices.ts';
import { noticeSettingsRoutes } from './notice-settings.ts';
import { packageRoutes } from './packages.ts';
import { paymentMethodRoutes } from './payment-methods.ts';
import { pinRoutes } from './pin.ts';
import { preAlertRoutes } from './pre-alerts.ts';
import { quoteRoutes } from './quotes.ts';
import { recipientRoutes } from './recipients.ts';
import { searchRoutes } from './search.ts';
import { shipmentRequestRoutes } from './shipment-requests.ts';
import { shipmentRoutes } from './shipments.ts';
import { shipmentShareRoutes } from './shipment-shares.ts';
import { siteRoutes } from './site.ts';
import { trackRoutes } from './track.ts';
import { userRoutes } from './users.ts';
import { warehouseRoutes } from './warehouses.ts';
// npm run new:flow adds its imports above this line.

export function portalApiRoutes() {
  const api = describedRoutes();
  for (const routes of [
    authRoutes(),
    pinRoutes(),
    userRoutes(),
    clientRoutes(),
    recipientRoutes(),
    geoRoutes(),
    siteRoutes(),
    warehouseRoutes(),
    departureRoutes(),
    courierRoutes(),
    packageRoutes(),
    preAlertRoutes(),
    shipmentRoutes(),
    shipmentRequestRoutes(),
    shipmentShareRoutes(),
    trackRoutes(),
    quoteRoutes(),
    invoiceRoutes(),
    paymentMethodRoutes(),
    searchRoutes(),
    noticeRoutes(),
    noticeSettingsRoutes(),
    mediaRoutes(),
    // npm run new:flow adds its routes above this line.
  ]) {
    api.route('/', routes);
  }
  return api;
}
