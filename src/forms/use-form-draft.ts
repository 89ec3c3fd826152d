import { useContext, useEffect, useEffectEvent, useState } from 'react';
import { useLingui } from '@lingui/react';
import { formatAmountInput, parseAmount } from '../lib/money.ts';
import { SessionContext } from '../lib/session-context.ts';
import { retypeDate } from '../lib/typed-date.ts';
import { clearDraft, forgetDrafts, keepDraft, readDraft, typedValues } from './form-drafts.ts';

/** A field written in the language's own way, rewritten when a draft comes back in another language. */
type TypedIn = 'date' | 'amount';

export type FormDraftOptions = {
  /** The form's id (Conform's): the element its values are read from. */
  formId: string;
  /** The draft's name: the form's, and the record's when it edits one of several (a recipient). Null: none is kept. */
  draft: string | null;
  /** The form's first values without a draft: only what the customer changed is kept. */
  defaults: Record<string, string>;
  /** The fields typed in the language's order or format, by name. */
  typedIn?: Record<string, TypedIn>;
};

export type KeptDraft = {
  /** The form's first values: the defaults, with the kept draft over them. */
  defaultValue: Record<string, string>;
  /** A draft came back: the form says so. */
  restored: boolean;
  /** The form was sent: its draft goes. */
  sent: () => void;
};

function retype(kind: TypedIn | undefined, from: string, to: string, text: string): string {
  if (from === to || kind === undefined) return text;
  if (kind === 'date') return retypeDate(from, to, text) ?? text;
  const amount = parseAmount(from, text);
  return amount === null ? text : formatAmountInput(to, amount);
}

/**
 * A form's draft (docs/product.md#drafts): when the session ends or changes hands without the
 * customer signing out in this tab (another tab signed out or in, the session expired), what the
 * form holds is kept for this customer, and comes back, with `restored`, when they reach the form
 * again; signing out here with the form open forgets every draft. Kept at that moment, not as the
 * customer types: a form left on purpose starts afresh.
 */
export function useFormDraft({ formId, draft: name, defaults, typedIn }: FormDraftOptions): KeptDraft {
  const session = useContext(SessionContext);
  const { i18n } = useLingui();
  const [start] = useState(() => {
    const owner = session?.getSnapshot().context.user?.id;
    const draft = name !== null && owner !== undefined ? readDraft(owner, name) : null;
    if (!draft) return { defaultValue: defaults, restored: false };
    const kept = Object.entries(draft.values).map(([field, text]) => [field, retype(typedIn?.[field], draft.lang, i18n.locale, text)]);
    return { defaultValue: { ...defaults, ...Object.fromEntries(kept) }, restored: true };
  });

  const keepTyped = useEffectEvent((owner: number) => {
    const form = document.getElementById(formId);
    if (name === null || !(form instanceof HTMLFormElement)) return;
    const changed = Object.entries(typedValues(form)).filter(([field, text]) => text !== (defaults[field] ?? ''));
    if (changed.length === 0) clearDraft(owner, name);
    else keepDraft(owner, { form: name, lang: i18n.locale, values: Object.fromEntries(changed) });
  });

  const drafting = name !== null;
  useEffect(() => {
    if (!session || !drafting) return undefined;
    let before = session.getSnapshot();
    // Told at the session's change, before the guards take the form off the page.
    const subscription = session.subscribe((now) => {
      const was = before;
      before = now;
      const customer = was.matches('signedIn') ? was.context.user : null;
      if (!customer) return;
      if (now.matches('loggingOut')) forgetDrafts();
      else if (!now.matches('signedIn') || now.context.user?.id !== customer.id) keepTyped(customer.id);
    });
    return () => subscription.unsubscribe();
  }, [session, drafting]);

  return {
    ...start,
    sent: () => {
      const owner = session?.getSnapshot().context.user?.id;
      if (owner !== undefined && name !== null) clearDraft(owner, name);
    },
  };
}
