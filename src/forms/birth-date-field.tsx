import type { ReactNode } from 'react';
import { getInputProps } from '@conform-to/react';
import { latestAllowedBirthDate } from '../api/contract/birth-date.ts';
import { DateField } from '../ui/forms/date-field.tsx';
import { controlExtras, FieldFrame, type FieldMeta } from '../ui/forms/form-field.tsx';

/** The latest birth date the calendar offers (the age rule, docs/product.md#sign-up-data), YYYY-MM-DD. */
function latestBirthDate(today: Date): string {
  const { year, month, day } = latestAllowedBirthDate(today);
  return [String(year).padStart(4, '0'), String(month).padStart(2, '0'), String(day).padStart(2, '0')].join('-');
}

/** A birth date typed in the language's order, with a calendar that stops at the youngest allowed age. */
export function BirthDateField({ meta, label }: { meta: FieldMeta; label: ReactNode }) {
  return (
    <FieldFrame meta={meta} label={label} required>
      <DateField
        {...getInputProps(meta, { type: 'text' })}
        {...controlExtras(meta, true)}
        key={meta.key}
        max={latestBirthDate(new Date())}
        autoComplete="bday"
      />
    </FieldFrame>
  );
}
