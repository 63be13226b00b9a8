import { useCallback, useEffect, useRef, useState } from 'react';

export type SimulatedStatus = 'idle' | 'sending' | 'done';

/**
 * The spec has no endpoint for password reset, e-mail verification or two-step codes: these
 * pages pretend to send the request, with a short delay so the loading state shows.
 */
export function useSimulatedRequest(delayMs = 500) {
  const [status, setStatus] = useState<SimulatedStatus>('idle');
  const timer = useRef<ReturnType<typeof setTimeout>>(undefined);
  useEffect(() => () => clearTimeout(timer.current), []);
  const send = useCallback(() => {
    setStatus('sending');
    clearTimeout(timer.current);
    timer.current = setTimeout(() => setStatus('done'), delayMs);
  }, [delayMs]);
  return { status, sending: status === 'sending', done: status === 'done', send };
}
