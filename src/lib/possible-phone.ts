/**
 * Whether a phone in E.164 is a possible number: a length its country's numbering plan allows
 * (libphonenumber's isPossiblePhoneNumber). The check needs libphonenumber's metadata, about 28 KB
 * gzip, which the lazily loaded phone field brings (src/ui/forms/phone-field-impl.tsx hands its
 * check over here as it loads): the forms' rules, in every form's code, stay small. A phone is
 * typed only in that field, so a typed phone is always checked; before the field has loaded (a
 * stored phone sent back at once), only the E.164 shape is checked, as the server does.
 */
type PhoneCheck = (e164: string) => boolean;

let check: PhoneCheck | undefined;

/** Called by the phone field's module with react-phone-number-input's isPossiblePhoneNumber. */
export function providePossiblePhoneCheck(possible: PhoneCheck): void {
  check = possible;
}

/** True when the number is possible, or while the check has not arrived. */
export const isPossiblePhone = (e164: string): boolean => check?.(e164) ?? true;
