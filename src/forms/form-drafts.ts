// What a customer was typing when the session ended in another tab, kept in this tab for after
// sign-in (docs/product.md#drafts): session storage only, one customer's at a time, never a
// password or a file, gone once the form is sent.
import { z } from 'zod';
import { keepTabValue, readTabValue } from '../lib/tab-storage.ts';

/** A form's typed values, by field name, and the language they were typed in (dates, amounts). */
export type FormDraft = { form: string; lang: string; values: Record<string, string> };

/** The longest draft kept, as stored (every field of the longest form at its limit fits). */
export const DRAFT_MAX_CHARS = 4_000;
/** All drafts together, as stored: past it, the oldest go first. */
export const DRAFTS_MAX_CHARS = 16_000;
const STORAGE_KEY = 'casillero.drafts';

/** The drafts of one customer (the user's id), the newest last. Anything else stored there is dropped. */
const storedDrafts = z.object({
  owner: z.number(),
  drafts: z.array(z.object({ form: z.string(), lang: z.string(), values: z.record(z.string(), z.string()) })),
});
type StoredDrafts = z.infer<typeof storedDrafts>;

const read = (): StoredDrafts | null => readTabValue(STORAGE_KEY, (stored) => storedDrafts.safeParse(stored).data ?? null);

const write = (stored: StoredDrafts): void => keepTabValue(STORAGE_KEY, stored.drafts.length === 0 ? null : stored);

/** The stored drafts, when they are `owner`'s; another customer's are dropped. */
function draftsOf(owner: number): FormDraft[] {
  const stored = read();
  if (stored && stored.owner !== owner) forgetDrafts();
  return stored?.owner === owner ? stored.drafts : [];
}

const sizeOf = (draft: FormDraft) => JSON.stringify(draft).length;

/** A password, even one shown as text by its eye button. */
const isPassword = (field: Element): boolean =>
  field instanceof HTMLInputElement && (field.type === 'password' || /password/i.test(`${field.name} ${field.autocomplete}`));

/** What `form` holds, as the texts its fields send: never a password, never a file. */
export function typedValues(form: HTMLFormElement): Record<string, string> {
  const passwords = new Set([...form.elements].filter(isPassword).map((field) => (field as HTMLInputElement).name));
  const values: Record<string, string> = {};
  for (const [name, value] of new FormData(form)) {
    if (typeof value === 'string' && !passwords.has(name) && !(name in values)) values[name] = value;
  }
  return values;
}

/** Keeps `draft` as `owner`'s, in place of that form's earlier one; a draft past the limit is not kept. */
export function keepDraft(owner: number, draft: FormDraft): void {
  const others = draftsOf(owner).filter((kept) => kept.form !== draft.form);
  const drafts = sizeOf(draft) <= DRAFT_MAX_CHARS ? [...others, draft] : others;
  while (drafts.reduce((total, kept) => total + sizeOf(kept), 0) > DRAFTS_MAX_CHARS) drafts.shift();
  write({ owner, drafts });
}

/** `owner`'s draft of `form`, if one was kept. */
export const readDraft = (owner: number, form: string): FormDraft | null => draftsOf(owner).find((kept) => kept.form === form) ?? null;

/** The form was sent (or holds nothing new): its draft goes. */
export function clearDraft(owner: number, form: string): void {
  const drafts = draftsOf(owner);
  if (drafts.some((kept) => kept.form === form)) write({ owner, drafts: drafts.filter((kept) => kept.form !== form) });
}

/** The customer signed out here: nothing of theirs stays. */
export const forgetDrafts = (): void => keepTabValue(STORAGE_KEY, null);
