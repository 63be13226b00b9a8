import { useEffect } from 'react';
import { useDispatch, useSelector } from 'react-redux';
import { selectUsers, userRequested } from '../../store/slice';

/** Asks for the user `id` and its details, and reads them back (nothing of another user). */
export function useSelectedUser(id: number) {
  const dispatch = useDispatch();
  const validId = Number.isInteger(id) && id > 0;
  useEffect(() => {
    if (validId) dispatch(userRequested(id));
  }, [dispatch, id, validId]);

  const { selectedUser, selectedStatus, selectedError, details, detailsStatus } =
    useSelector(selectUsers);
  const user = selectedUser?.id === id ? selectedUser : null;
  const notFound = !validId || (selectedStatus === 'failed' && selectedError?.status === 404);
  return {
    user,
    details: user ? details : null,
    detailsLoading: detailsStatus === 'loading' || detailsStatus === 'idle',
    notFound,
    /** Another failure (server down…): the page offers to try again. */
    error: !notFound && selectedStatus === 'failed' ? selectedError : undefined,
    retry: () => dispatch(userRequested(id)),
  };
}
