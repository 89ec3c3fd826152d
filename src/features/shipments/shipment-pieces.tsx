import { Trans, useLingui } from '@lingui/react/macro';
import type { ShipmentItem } from '../../api/contract/shipments.ts';
import { PAGE_SIZES } from '../../lib/page-sizes.ts';
import { dimensionsText } from '../../lib/units.ts';
import { weightFormat } from '../../lib/weight.ts';
import { DataTable } from '../../ui/data-table.tsx';
import type { Column } from '../../ui/list-columns.ts';
import { usePagedList } from '../../data/use-paged-list.ts';
import { shipmentsApi } from '../../api/shipments.ts';
import { useApi } from '../../api/use-api.ts';

/** The shipment's pieces, 4 per page (docs/product.md#page-sizes). */
export function ShipmentPieces({ shipmentId }: { shipmentId: number }) {
  const { t, i18n } = useLingui();
  const api = useApi(shipmentsApi);
  const list = usePagedList((page, size) => api.items(shipmentId, page, size), PAGE_SIZES.shipmentPieces, { deps: [shipmentId] });
  const number = new Intl.NumberFormat(i18n.locale, { maximumFractionDigits: 2 });
  const weight = weightFormat(i18n.locale);
  const columns: Column<ShipmentItem>[] = [
    { key: 'number', header: t`Package number`, cell: (item) => item.package_number, nowrap: true, card: 'title' },
    { key: 'content', header: t`Content`, cell: (item) => item.content, card: 'field' },
    {
      key: 'dimensions',
      header: t`Dimensions (cm)`,
      cell: ({ dimension: d }) => dimensionsText(d.length, d.width, d.height),
      nowrap: true,
      card: 'field',
    },
    { key: 'type', header: t`Type`, cell: (item) => item.shipment_item_type.name, card: 'field' },
    { key: 'dimensional', header: t`Dimensional weight`, cell: (item) => weight.fromLb(item.dimension.dimensional_weight), numeric: true, card: 'field' },
    { key: 'cubic', header: t`Cubic feet`, cell: (item) => number.format(item.dimension.cubic_feet), numeric: true, card: 'field' },
  ];
  return (
    <section className="card" aria-labelledby="shipment-pieces-title">
      <h2 id="shipment-pieces-title" className="card__title">
        <Trans>Pieces</Trans>
      </h2>
      <DataTable
        caption={t`Pieces of the shipment`}
        columns={columns}
        list={list}
        rowKey={(item) => item.id}
        empty={<Trans>This shipment has no pieces yet.</Trans>}
      />
    </section>
  );
}
