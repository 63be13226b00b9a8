import { useTrackedMutation } from '@tessera/ui';
import { selectMutation } from '../../store/slice';

/** Sends a change (add, edit, suspend, delete) and resolves with its outcome. */
export const useUserMutation = () => useTrackedMutation(selectMutation);
