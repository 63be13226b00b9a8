import { useEffect } from 'react';

/**
 * Once a list has loaded, a page past its end (its last row was deleted, or an old link) moves
 * to the last page instead of showing an empty table.
 */
export function useLastPageGuard({
  loaded,
  page,
  perPage,
  total,
  goToPage,
}: {
  loaded: boolean;
  page: number;
  perPage: number;
  total: number;
  goToPage: (page: number) => void;
}) {
  const lastPage = Math.max(1, Math.ceil(total / perPage));
  const pastTheEnd = loaded && page > lastPage;
  useEffect(() => {
    if (pastTheEnd) goToPage(lastPage);
  }, [pastTheEnd, lastPage, goToPage]);
}
