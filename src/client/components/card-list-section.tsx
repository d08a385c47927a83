import type { UseQueryResult } from '@tanstack/react-query';
import type { ReactNode } from 'react';
import { CardGridSkeleton } from './card-grid-skeleton.tsx';

/**
 * A page's list of cards from a query: the list once its data is there (at once on a page served
 * with its data), an alert when it could not be loaded, and meanwhile a skeleton of the cards.
 */
export function CardListSection<T>({
  query,
  failure,
  skeletonCount,
  children,
}: {
  query: Pick<UseQueryResult<T>, 'data' | 'isError'>;
  failure: string;
  skeletonCount: number;
  children: (data: T) => ReactNode;
}) {
  if (query.data !== undefined)
    return <div className="container section">{children(query.data)}</div>;
  if (query.isError) {
    return (
      <p className="container section" role="alert">
        {failure}
      </p>
    );
  }
  return <CardGridSkeleton count={skeletonCount} />;
}
