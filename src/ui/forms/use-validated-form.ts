import { useMemo, useState } from 'react';
import { useForm, type DefaultValue } from '@conform-to/react';
import { parseWithZod } from '@conform-to/zod/v4';
import type { z } from 'zod';
import { serverResult } from './server-result.ts';

type ValidatedFormOptions<S extends z.ZodObject> = {
  /** The form's id (its fields' ids start with it). */
  id: string;
  defaultValue: Record<string, string>;
  /** The server's field errors, shown under the fields; a new object shows them again. */
  fieldErrors: Record<string, string[]>;
  /** Made at each check (a rule may depend on the day: the age). */
  schema: () => S;
  /** While the flow saves, a submission is ignored. */
  submitting: boolean;
  /** The parsed values of a valid submission. */
  onValid: (values: z.output<S>) => void;
};

/**
 * A Conform form checked with a zod schema: on blur first, then on input; the server's field
 * errors come back under the fields (`problems`: those of no field of the form, e.g. `body`);
 * the first invalid field takes the focus on a failed submit.
 */
export function useValidatedForm<S extends z.ZodObject>({ id, defaultValue, fieldErrors, schema, submitting, onValid }: ValidatedFormOptions<S>) {
  const lastResult = useMemo(() => serverResult(fieldErrors), [fieldErrors]);
  const [names] = useState(() => Object.keys(schema().shape));
  const problems = useMemo(
    () => Object.entries(fieldErrors).flatMap(([name, texts]) => (names.includes(name) ? [] : texts)),
    [fieldErrors, names],
  );
  const [form, fields] = useForm<z.input<S>, z.output<S>>({
    id,
    // The fields' texts as typed; Conform reads them like the form's own values.
    defaultValue: defaultValue as DefaultValue<z.input<S>>,
    lastResult,
    shouldValidate: 'onBlur',
    shouldRevalidate: 'onInput',
    onValidate({ form, formData }) {
      const submission = parseWithZod(formData, { schema: schema() });
      if (submission.status !== 'success') focusHiddenInvalidField(form, formData, submission.error);
      return submission;
    },
    onSubmit(event, { submission }) {
      event.preventDefault();
      if (submission?.status === 'success' && !submitting) onValid(submission.value);
    },
  });
  return { form, fields, problems };
}

/** Conform's name for the intent of a validation (not a submission) in the form data. */
const CONFORM_INTENT = '__intent__';

/**
 * After a failed submission Conform focuses the first invalid field by its name; where that
 * named input is hidden (a PhoneField keeps its value in one), the field's visible input takes
 * the focus instead.
 */
function focusHiddenInvalidField(form: HTMLFormElement, formData: FormData, errors: Record<string, unknown> | null | undefined) {
  if (!errors || formData.has(CONFORM_INTENT)) return;
  const first = [...form.elements].find(
    (element) => 'name' in element && typeof element.name === 'string' && element.name !== '' && Boolean(errors[element.name]),
  );
  if (!(first instanceof HTMLInputElement) || first.type !== 'hidden') return;
  const field = first.closest('.field');
  const visible = field?.querySelector<HTMLElement>('input:not([type="hidden"])') ?? field?.querySelector<HTMLElement>('select');
  visible?.focus();
}
