// The warehouse's reads (docs/product.md#the-warehouse-api), mounted beside its writes: the same
// keys and count (server/routes/warehouse/routes.ts), each page or record in one query.
import { describedRoutes } from '../../../http/described.ts';
import { warehousePackageReads } from './packages.ts';
import { warehousePaymentReads } from './payments.ts';
import { warehousePreAlertReads } from './pre-alerts.ts';
import { warehouseShipmentReads } from './shipments.ts';

export function warehouseReadRoutes() {
  const routes = describedRoutes();
  for (const reads of [warehouseShipmentReads(), warehousePaymentReads(), warehousePackageReads(), warehousePreAlertReads()]) {
    routes.route('/', reads);
  }
  return routes;
}
