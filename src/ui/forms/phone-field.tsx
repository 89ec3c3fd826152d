import { lazy, Suspense } from 'react';

export type PhoneFieldProps = {
  /** The number input's id (for its `<label htmlFor>`). */
  id: string;
  /** The form field's name: a hidden input carries the E.164 value under it. */
  name: string;
  /**
   * The phone's country, ISO 3166 alpha-2 ('VE'), set by the form (the address country, or the
   * visitor's country at first). A change starts an empty field over on that country's code and
   * leaves a typed number as it is (docs/product.md#country-state-and-city). An unknown code falls back to VE.
   */
  country: string;
  /** E.164 ('+584121234567'), or undefined when empty. */
  value?: string;
  /** Each change, in E.164; undefined when the number is erased. */
  onChange: (value: string | undefined) => void;
  'aria-invalid'?: boolean | 'true' | 'false';
  'aria-describedby'?: string;
  disabled?: boolean;
};

const loadPhoneField = () => import('./phone-field-impl.tsx');

// react-phone-number-input (and its metadata) stay out of the main chunk.
const PhoneFieldImpl = lazy(loadPhoneField);

/**
 * A phone number with its country's calling code (react-phone-number-input, loaded lazily).
 * Until the library arrives, a read-only input of the same size stands in its place.
 * Render the `<label htmlFor={id}>` around it as for any field.
 */
export function PhoneField(props: PhoneFieldProps) {
  const { id, name, value } = props;
  return (
    <div className="phone-field">
      <Suspense
        fallback={
          <div className="phone-field__control">
            <span className="phone-field__country" aria-hidden="true" />
            <input
              id={id}
              type="tel"
              className="field__input"
              value={value ?? ''}
              readOnly
              aria-invalid={props['aria-invalid']}
              aria-describedby={props['aria-describedby']}
              disabled={props.disabled}
            />
          </div>
        }
      >
        <PhoneFieldImpl {...props} />
      </Suspense>
      <input type="hidden" name={name} value={value ?? ''} />
    </div>
  );
}
