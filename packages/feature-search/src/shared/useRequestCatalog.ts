import { useCallback } from 'react';
import { useDispatch, useSelector } from 'react-redux';
import { catalogRequested, selectCatalog } from '../store/slice';

/**
 * Asks for what the server finds for global search when it is needed and not there yet: once, on
 * the first opening of the search window, and again after a failure.
 */
export function useRequestCatalog(): () => void {
  const dispatch = useDispatch();
  const { status } = useSelector(selectCatalog);
  return useCallback(() => {
    if (status === 'idle' || status === 'failed') dispatch(catalogRequested());
  }, [status, dispatch]);
}
