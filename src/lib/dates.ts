// UTCDateMini: a Date whose getters read UTC, so date-fns formats UTC values (dates are shown in
// UTC; docs/product.md#dates-and-times) with no detour through the local zone. Copying the UTC fields into a local
// Date, as this file did before, shifts a reading that falls in a local daylight-saving gap (02:30
// on a spring-forward night becomes 03:30). The mini class is the package's getters-and-setters
// build (0.3 KB), all lightFormat reads.
import { UTCDateMini } from '@date-fns/utc/date/mini';
// lightFormat: the two fixed numeric patterns need no locale data (format brings 5 KB gzip of it).
import { lightFormat } from 'date-fns/lightFormat';

const inUtc = (value: string | Date) => new UTCDateMini(typeof value === 'string' ? value : value.getTime());

/** MM/DD/YYYY in UTC. */
export const formatUtcDate = (value: string | Date): string => lightFormat(inUtc(value), 'MM/dd/yyyy');

/** HH:mm (24 h) in UTC. */
export const formatUtcTime = (value: string | Date): string => lightFormat(inUtc(value), 'HH:mm');
