// Every limit the portal and the reference server share. Change a rule here, and both follow.
export const PASSWORD_MIN = 8;
export const PHONE_MIN_DIGITS = 8;
export const EMAIL_MAX = 255;
export const PIN_LENGTH = 6;
export const PIN_VALID_MINUTES = 10;
/** Wrong tries that spend a sign-up code; a recovery code counts them per caller address (below). */
export const PIN_MAX_TRIES = 5;
/**
 * A recovery code's wrong tries per caller address: a stranger's spend their own address's
 * allowance, never the owner's (docs/product.md#rate-limits).
 */
export const RECOVERY_PIN_TRIES_PER_ADDRESS = 5;
/** A recovery code's wrong tries over every address: at this many it is spent, so many addresses cannot guess it together. */
export const RECOVERY_PIN_TRIES = 100;
export const PIN_RESEND_SECONDS = 60;
export const UPLOAD_MAX_BYTES = 10_000_000;
export const PROFILE_PICTURE_MAX_BYTES = 10_000_000;
export const PAYMENT_REFERENCE_MAX = 500;
export const MINIMUM_AGE_YEARS = 18;
export const PAGE_SIZE_MAX = 100;
export const VOLUMETRIC_DIVISOR_CM = 5000;
/** The pound, exactly (docs/product.md#weights-and-measures): the warehouse weighs in pounds. */
export const KG_PER_LB = 0.45359237;
export const LANGUAGES = ['es', 'en'] as const;
export type Language = (typeof LANGUAGES)[number];
export const DEFAULT_LANGUAGE: Language = 'es';
export const UPLOAD_TYPES = ['image/jpeg', 'image/png', 'application/pdf'] as const;
export const PROFILE_PICTURE_TYPES = ['image/jpeg', 'image/png'] as const;
// The longest text each field of a write holds (docs/product.md#input-rules): TEXT_MAX unless named here.
export const TEXT_MAX = 255;
export const NAME_MAX = 100;
export const DOCUMENT_MAX = 30;
export const PHONE_MAX = 20;
export const POSTAL_CODE_MAX = 10;
export const ADDRESS_MAX = 255;
export const PRE_ALERT_TRACKING_MAX = 100;
export const PRE_ALERT_CONTENT_MAX = 500;
/** A customer's recipients (deleted ones not counted). */
export const RECIPIENTS_MAX = 50;

/** A quote or a consolidation request: pieces or packages, each at most these. */
export const QUOTE_PIECES_MAX = 30;
export const PIECE_LENGTH_MAX_CM = 300;
export const PIECE_WEIGHT_MAX_KG = 500;
export const DECLARED_VALUE_MAX = 50_000;
export const SHIPMENT_NOTES_MAX = 500;
