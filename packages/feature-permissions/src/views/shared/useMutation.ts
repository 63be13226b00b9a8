import { useTrackedMutation } from '@tessera/ui';
import { selectMutation } from '../../store/slice';

/** Sends a change (permission or role) and resolves with its outcome. */
export const useMutation = () => useTrackedMutation(selectMutation);
