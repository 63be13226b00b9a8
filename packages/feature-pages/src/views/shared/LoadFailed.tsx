import { LoadFailedAlert, useErrorMessage } from '@tessera/ui';
import type { ServerError } from '@tessera/ui/server-state';

/** A page's failed load: what failed, the server's sentence, and a retry. */
export function LoadFailed({
  title,
  error,
  retry,
}: {
  title: string;
  error: unknown;
  retry: () => unknown;
}) {
  const describe = useErrorMessage();
  return <LoadFailedAlert title={title} message={describe(error)} onRetry={() => void retry()} />;
}

/** Whether a failed query is a 404 (an unknown slug). */
export const isNotFound = (error: unknown) => (error as ServerError | undefined)?.status === 404;
