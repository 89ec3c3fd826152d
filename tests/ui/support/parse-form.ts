// A form schema checked as the form checks it: texts as a form sends them, parsed by Conform.
import { parseWithZod } from '@conform-to/zod/v4';
import type { z } from 'zod';

/** A form schema's parse of texts as a form sends them: Conform's submission. */
export function submitTexts<S extends z.ZodType>(schema: S, values: Record<string, string | undefined>) {
  const formData = new FormData();
  for (const [name, value] of Object.entries(values)) if (value !== undefined) formData.append(name, value);
  return parseWithZod(formData, { schema });
}

/** The rule keys that fail, by field ({} when the texts pass). */
export function failedRules<S extends z.ZodType>(schema: S, values: Record<string, string | undefined>) {
  const submission = submitTexts(schema, values);
  return submission.status === 'success' ? {} : submission.error;
}
