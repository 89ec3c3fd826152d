import type { ReactNode } from 'react';
import { useLingui } from '@lingui/react/macro';
import { ErrorState } from './error-state.tsx';
import { Spinner } from './spinner.tsx';
import { failureCode } from './failure.ts';
import type { Resource } from './loadable.ts';

type ResourceViewProps<T> = {
  resource: Resource<T>;
  children: (data: T) => ReactNode;
  /** What a NOT_FOUND shows instead of the retry (a detail whose id does not exist). */
  notFound?: ReactNode;
};

/** What a detail shows of its resource: a spinner, the error with a retry (or "not found"), or the loaded data. */
export function ResourceView<T>({ resource, children, notFound }: ResourceViewProps<T>) {
  const { t } = useLingui();
  if (resource.status === 'loading') return <Spinner size="sm" label={t`Loading…`} />;
  if (resource.status === 'failed') {
    if (notFound && failureCode(resource.error) === 'NOT_FOUND') return <>{notFound}</>;
    return <ErrorState error={resource.error} onRetry={resource.retry} />;
  }
  return <>{children(resource.data)}</>;
}
