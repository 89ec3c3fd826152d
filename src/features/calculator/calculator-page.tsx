import '../../styles/forms.css';
import '../../styles/calculator.css';
import { useMemo, useRef } from 'react';
import { useLingui } from '@lingui/react/macro';
import type { Country } from '../../api/contract/geo.ts';
import { quotesApi } from '../../api/quotes.ts';
import { useApi } from '../../api/use-api.ts';
import { useResource } from '../../data/use-resource.ts';
import { useCurrentUser } from '../../lib/session-context.ts';
import { useFlowActor } from '../../lib/use-flow-actor.ts';
import { ErrorState } from '../../ui/error-state.tsx';
import { PageHeader } from '../../ui/page-header.tsx';
import { Spinner } from '../../ui/spinner.tsx';
import { useDocumentTitle } from '../../ui/use-document-title.ts';
import { CalculatorForm } from './calculator-form.tsx';
import { provideQuoteCalculator } from './quote-calculator-implementations.ts';
import { QuoteView } from './quote-view.tsx';

/**
 * /home/calculator: the shipping quote calculator (docs/product.md#the-calculator). The form on one side, the quote
 * on the other (under it on a phone); the quoteCalculator machine asks for the quote as the
 * customer types.
 */
export function CalculatorPage() {
  const { t, i18n } = useLingui();
  useDocumentTitle(t`Calculator`);
  const api = useApi(quotesApi);
  const machine = useMemo(() => provideQuoteCalculator(api), [api]);
  const actor = useFlowActor(machine);
  const countryId = useCurrentUser()?.client?.country.id ?? null;
  // Only the countries it can price, the customer's own first (docs/product.md#the-calculator), named in the language.
  const countries = useResource(() => api.countries(), [i18n.locale]);
  // The countries of the last load: a new language renames them without unmounting the form.
  const shown = useRef<Country[] | null>(null);
  if (countries.status === 'loaded') shown.current = countries.data;
  const list = shown.current;

  return (
    <div className="page calculator">
      <PageHeader
        title={t`Calculator`}
        lead={t`Work out what sending your purchase costs, from its size and weight. The price updates as you type.`}
      />
      {list ? (
        <div className="calculator__grid">
          <CalculatorForm actor={actor} countries={list} defaultCountryId={countryId} />
          <QuoteView actor={actor} />
        </div>
      ) : countries.status === 'failed' ? (
        <ErrorState error={countries.error} onRetry={countries.retry} />
      ) : (
        <Spinner size="sm" label={t`Loading…`} />
      )}
    </div>
  );
}
