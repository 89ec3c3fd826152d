import { Select, Trans, useLingui } from '@lingui/react/macro';
import { formatCalendarDate } from '../lib/dates.ts';
import { freeStorageOf } from '../lib/free-storage.ts';
import { pluralForm } from '../lib/plural-form.ts';
import '../styles/free-storage.css';

/**
 * A package's free storage (docs/product.md#free-storage): the days left, amber when few are, or
 * red once storage is charged. Nothing for a package out of the warehouse (no `free_until`).
 */
export function FreeStorageNote({ freeUntil }: { freeUntil: string | null }) {
  const { i18n } = useLingui();
  if (freeUntil === null) return null;
  const storage = freeStorageOf(freeUntil, new Date());
  if (storage.kind === 'charged') {
    const date = formatCalendarDate(i18n.locale, storage.since);
    return (
      <span className="free-storage free-storage--charged">
        <Trans>Storage charged since {date}</Trans>
      </span>
    );
  }
  const days = storage.daysLeft;
  const dayForm = pluralForm(i18n.locale, days);
  return (
    <span className={storage.ending ? 'free-storage free-storage--ending' : 'free-storage'}>
      {days === 0 ? (
        <Trans>Last day of free storage</Trans>
      ) : (
        // <Select> on the plural form, not <Plural>: my account shows it on the first signed-in
        // page, where <Plural>'s number formatting would load ICU's data (src/lib/plural-form.ts).
        <Select value={dayForm} _one={`${days} day of free storage`} other={`${days} days of free storage`} />
      )}
    </span>
  );
}
