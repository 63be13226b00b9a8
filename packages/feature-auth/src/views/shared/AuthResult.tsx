import { lazyView } from '@tessera/ui';

/**
 * The end of a simulated flow (reset link sent, password changed, code accepted). Its code loads
 * when the flow ends, not with the form.
 */
export const AuthResult = lazyView(() =>
  import('./AuthResultView').then(({ AuthResultView }) => ({ default: AuthResultView })),
);
