import type { UseQueryResult } from '@tanstack/react-query';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { useErrorMessage } from '../../lib/errors';
import { EmptyState } from './EmptyState';
import { ErrorState } from './ErrorState';
import { Pager } from './Pager';
import { Skeleton } from './Skeleton';
import './data.css';

interface Empty {
  title: string;
  text?: string;
}

/** Grey rows where a list will be. */
export function ListSkeleton({ rows = 5 }: { rows?: number }) {
  const { t } = useTranslation();
  return (
    <div className="stack stack--2 list-skeleton" role="status">
      <span className="visually-hidden">{t('common.loading')}</span>
      {Array.from({ length: rows }, (_, index) => (
        // biome-ignore lint/suspicious/noArrayIndexKey: placeholders have nothing else to tell them apart
        <Skeleton key={index} height={44} />
      ))}
    </div>
  );
}

/**
 * The states of anything loaded (UI.md): a skeleton first, the translated failure with a retry, an
 * empty state that says what would be here, else the content. While other data loads over shown
 * data (a new page, a new filter) the content stays and is marked busy.
 */
export function QueryView<T>({
  query,
  isEmpty,
  empty,
  busy = false,
  children,
}: {
  query: UseQueryResult<T>;
  isEmpty: (data: T) => boolean;
  empty: Empty;
  /** The data shown is about to be replaced (a filter still being typed). */
  busy?: boolean;
  children: (data: T) => ReactNode;
}) {
  const { t } = useTranslation();
  const errorMessage = useErrorMessage();
  if (query.isPending) return <ListSkeleton />;
  if (query.isError) {
    return (
      <ErrorState
        title={t('memberCenter.list.loadFailed')}
        message={errorMessage(query.error)}
        onRetry={() => void query.refetch()}
        retrying={query.isFetching}
      />
    );
  }
  if (isEmpty(query.data)) return <EmptyState title={empty.title} text={empty.text} />;
  return (
    <div className="query-view" aria-busy={query.isPlaceholderData || busy || undefined}>
      {children(query.data)}
    </div>
  );
}

export interface PageData<T> {
  items: T[];
  page: number;
  pageSize: number;
  total: number;
}

/** A page of records (the API's pageOf) with its pager under it. */
export function PagedView<T>({
  query,
  empty,
  onPage,
  busy,
  children,
}: {
  query: UseQueryResult<PageData<T>>;
  empty: Empty;
  onPage: (page: number) => void;
  busy?: boolean;
  children: (items: T[]) => ReactNode;
}) {
  return (
    <QueryView query={query} isEmpty={(data) => data.items.length === 0} empty={empty} busy={busy}>
      {(data) => (
        <>
          {children(data.items)}
          <Pager
            page={data.page}
            pageSize={data.pageSize}
            total={data.total}
            onPage={onPage}
            disabled={query.isPlaceholderData}
          />
        </>
      )}
    </QueryView>
  );
}
