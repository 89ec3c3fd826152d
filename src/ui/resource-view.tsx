import type { ReactNode } from 'react';
import { useLingui } from '@lingui/react/macro';
import { ErrorState } from './error-state.tsx';
import { Spinner } from './spinner.tsx';
import type { Resource } from './use-resource.ts';

/** What a detail shows of its resource: a spinner, the error with a retry, or the loaded data. */
export function ResourceView<T>({ resource, children }: { resource: Resource<T>; children: (data: T) => ReactNode }) {
  const { t } = useLingui();
  if (resource.status === 'loading') return <Spinner size="sm" label={t`Loading…`} />;
  if (resource.status === 'failed') return <ErrorState error={resource.error} onRetry={resource.retry} />;
  return <>{children(resource.data)}</>;
}
