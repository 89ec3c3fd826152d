import { Link } from 'react-router-dom';
import { Trans, useLingui } from '@lingui/react/macro';
import type { Media } from '../../api/contract/media.ts';
import type { Package } from '../../api/contract/packages.ts';
import { useApi } from '../../api/use-api.ts';
import { packagesApi } from '../../api/packages.ts';
import { formatCalendarDate } from '../../lib/dates.ts';
import { paths } from '../../lib/paths.ts';
import { isUnderReview } from '../../lib/invoice-review.ts';
import { dimensionsText, volumetricWeightKg } from '../../lib/units.ts';
import { weightFormat } from '../../lib/weight.ts';
import { DetailRow } from '../../ui/detail-row.tsx';
import { DetailsCard } from '../../ui/details-card.tsx';
import { ResourceView } from '../../ui/resource-view.tsx';
import { useDocumentTitle } from '../../ui/use-document-title.ts';
import { useDetailResource } from '../../data/use-detail-resource.ts';
import { NotFoundState } from '../../ui/not-found-state.tsx';
import { PackageStatusBadge } from './package-status-badge.tsx';
import { FreeStorageNote } from '../../ui/free-storage-note.tsx';
import { BackLink } from '../../ui/back-link.tsx';
import { GalleryButton } from '../../ui/gallery.tsx';
import { NewTabLink } from '../../ui/new-tab-link.tsx';
import { usdFormat } from '../../lib/money.ts';
import { literal } from '../../ui/literal.tsx';

/** /home/package/{id}: one package, read-only, loaded by the id in the address. */
export function PackagePage() {
  const { t } = useLingui();
  useDocumentTitle(t`Package`);
  const api = useApi(packagesApi);
  const item = useDetailResource((id) => api.get(id));
  return (
    <div className="page">
      <BackLink to={paths.packages}>
        <Trans>← Packages</Trans>
      </BackLink>
      <ResourceView
        resource={item}
        notFound={<NotFoundState title={<Trans>We could not find this package</Trans>} backTo={paths.packages} backLabel={<Trans>See your packages</Trans>} />}
      >
        {(data) => <PackageDetails item={data} />}
      </ResourceView>
    </div>
  );
}

/**
 * The customer's purchase bill and the warehouse's photos, kept apart (docs/product.md#details).
 * The company's backend sends `media` alone: its first file is the bill, as it always was.
 */
function filesOf(item: Package): { bill: Media | null; photos: readonly Media[]; known: boolean } {
  if (item.photos === undefined && item.bill === undefined) return { bill: item.media[0] ?? null, photos: [], known: false };
  return { bill: item.bill ?? null, photos: item.photos ?? [], known: true };
}

function PackageDetails({ item }: { item: Package }) {
  const { t, i18n } = useLingui();
  const number = new Intl.NumberFormat(i18n.locale, { maximumFractionDigits: 2 });
  const usd = usdFormat(i18n.locale);
  const weight = weightFormat(i18n.locale);
  const { length, width, height, cubic_feet } = item.dimensions;
  const { bill, photos, known } = filesOf(item);
  const images = photos.map((photo, index) => ({ src: photo.url, alt: t`Photo ${index + 1} of package ${item.tracking}` }));
  const tracking = literal(item.tracking);
  const unpaid = item.shipment?.invoice && item.shipment.invoice.debt > 0 ? item.shipment.invoice : null;
  return (
    <>
      <header className="page__header">
        <h1 className="page__title">
          <Trans>Package {tracking}</Trans>
        </h1>
        <PackageStatusBadge status={item.status} />
        <FreeStorageNote freeUntil={item.free_until} />
        {unpaid && unpaid.still_due > 0 && (
          <Link className="button button--primary" to={paths.paymentMethod(unpaid.id)}>
            <Trans>Pay {usd.format(unpaid.still_due)}</Trans>
          </Link>
        )}
        {/* Nothing to pay while pending payments cover the bill (docs/product.md#payment-under-review). */}
        {images.length > 0 && <GalleryButton images={images} label={t`View photos`} />}
        {unpaid && isUnderReview(unpaid) && (
          <Link className="status" to={paths.invoicePayments(unpaid.id)}>
            <Trans>Payment under review</Trans>
          </Link>
        )}
      </header>
      <div className="page__grid">
        <DetailsCard id="package-summary-title" title={<Trans>Summary</Trans>}>
          <DetailRow label={t`Tracking`}>{item.tracking}</DetailRow>
          <DetailRow label={t`Date`}>{formatCalendarDate(i18n.locale, item.date)}</DetailRow>
          <DetailRow label={t`Carrier`}>{item.us_courier.name}</DetailRow>
          <DetailRow label={t`Provider`}>{item.provider}</DetailRow>
          <DetailRow label={t`Content`}>{item.content}</DetailRow>
          {item.cost !== null && <DetailRow label={t`Value (USD)`}>{usd.format(item.cost)}</DetailRow>}
          <DetailRow label={t`Warehouse`}>{item.warehouse.name}</DetailRow>
          <DetailRow label={t`Destination`}>{item.destination}</DetailRow>
          <DetailRow label={t`Locker`}>{item.locker}</DetailRow>
          {item.shipment && (
            <DetailRow label={t`Shipment`}>
              <Link to={paths.shipmentDetail(item.shipment.id)}>{item.shipment.tracking}</Link>
            </DetailRow>
          )}
          {bill && (
            <DetailRow label={known ? t`Purchase bill` : t`Bill`}>
              <NewTabLink href={bill.url}>{bill.name}</NewTabLink>
            </DetailRow>
          )}
        </DetailsCard>
        <DetailsCard id="package-measures-title" title={<Trans>Measures</Trans>}>
          {/* Pounds beside each weight (docs/product.md#weights), so the warehouse's own reading needs no row of its own. */}
          <DetailRow label={t`Weight`}>{weight.fromKg(item.weight_kg)}</DetailRow>
          <DetailRow label={t`Volumetric weight`}>{weight.fromKg(volumetricWeightKg(length, width, height))}</DetailRow>
          <DetailRow label={t`Dimensions (cm)`}>{dimensionsText(length, width, height)}</DetailRow>
          <DetailRow label={t`Cubic feet`}>{number.format(cubic_feet)}</DetailRow>
        </DetailsCard>
      </div>
    </>
  );
}
