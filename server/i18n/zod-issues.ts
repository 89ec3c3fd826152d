// Turns zod issues into the contract's per-field errors, in the request's language.
import type { z } from 'zod';
import type { FieldErrors } from '../../src/api/contract/envelope.ts';
import { PLAIN_DECIMAL, PLAIN_UNSIGNED_DECIMAL } from '../../src/api/contract/plain-decimal.ts';
import { isQuoteRule } from '../../src/api/contract/quotes.ts';
import type { Messages } from './messages.ts';

type Issue = z.core.$ZodIssue & { input?: unknown };

// The contract's refinements carry no message of their own: a rule that ties fields together names
// itself (`params.rule`), otherwise the field tells which rule failed.
const CUSTOM_BY_FIELD: Record<string, keyof Messages['validation']> = {
  password_confirmation: 'confirmation',
  phone: 'phone',
  landline_phone: 'phone',
};

// The contract's numbers sent as text (plain-decimal.ts), as zod names the pattern they failed.
const PLAIN_DECIMAL_PATTERNS = new Set([String(PLAIN_DECIMAL), String(PLAIN_UNSIGNED_DECIMAL)]);

/** The field an issue belongs to; issues about the whole body go under `body`. */
export function issueField(issue: Issue): string {
  return issue.path.length ? issue.path.map(String).join('.') : 'body';
}

export function issueText(issue: Issue, t: Messages['validation']): string {
  const field = issue.path.at(-1);
  switch (issue.code) {
    case 'invalid_type':
      if (issue.input === undefined || issue.input === null) return t.required;
      return issue.expected === 'int' ? t.integer : t.invalidType;
    case 'too_small': {
      const min = Number(issue.minimum);
      if (issue.origin === 'string') return t.tooShort(min);
      if (issue.origin === 'array' || issue.origin === 'set') return t.required;
      return issue.inclusive === false ? t.greaterThan(min) : t.tooSmall(min);
    }
    case 'too_big': {
      const max = Number(issue.maximum);
      return issue.origin === 'string' ? t.tooLong(max) : t.tooBig(max);
    }
    case 'invalid_format':
      if (issue.format === 'email') return t.email;
      if (issue.format === 'regex' && PLAIN_DECIMAL_PATTERNS.has(issue.pattern ?? '')) return t.plainDecimal;
      if (issue.format === 'date') return t.date;
      if (issue.format === 'datetime') return t.datetime;
      if (field === 'zip_code') return t.digits;
      if (field === 'phone' || field === 'landline_phone') return t.phone;
      if (field === 'pin') return t.digits;
      return t.format;
    case 'not_multiple_of':
      return t.multipleOf(Number(issue.divisor));
    case 'invalid_value':
      return issue.values.length === 1 && issue.values[0] === true ? t.accepted : t.invalidValue;
    case 'unrecognized_keys':
      return t.unknownKeys;
    case 'custom': {
      const rule: unknown = issue.params?.rule;
      if (isQuoteRule(rule)) return t[rule];
      const key = typeof field === 'string' ? CUSTOM_BY_FIELD[field] : undefined;
      const text = key ? t[key] : t.format;
      return typeof text === 'string' ? text : t.format;
    }
    default:
      return t.invalidValue;
  }
}

export function fieldErrors(issues: readonly Issue[], t: Messages['validation']): FieldErrors {
  const errors: FieldErrors = {};
  for (const issue of issues) {
    const field = issueField(issue);
    const text = issueText(issue, t);
    const list = (errors[field] ??= []);
    if (!list.includes(text)) list.push(text);
  }
  return errors;
}
