import { useEffect, useRef } from 'react';
import { useTranslation } from 'react-i18next';
import { useBlocker } from 'react-router';
import { useConfirm } from '@tessera/ui';

/**
 * Asks before leaving a form with unsaved changes: another page of the app asks through a
 * confirmation, closing or reloading the tab through the browser's own prompt. `allowLeaving()`
 * lets the next navigation through (after a save).
 */
export function useUnsavedChanges(dirty: boolean) {
  const { t } = useTranslation('invoice');
  const confirm = useConfirm();
  const leaving = useRef(false);
  const blocker = useBlocker(
    ({ currentLocation, nextLocation }) =>
      dirty && !leaving.current && currentLocation.pathname !== nextLocation.pathname,
  );

  // One question per blocked navigation, however often the page renders meanwhile.
  const asking = useRef(false);
  useEffect(() => {
    if (blocker.state !== 'blocked' || asking.current) return;
    asking.current = true;
    void confirm({
      title: t('unsaved.title'),
      content: t('unsaved.content'),
      okText: t('unsaved.leave'),
      danger: true,
    }).then((leave) => {
      asking.current = false;
      if (leave) blocker.proceed();
      else blocker.reset();
    });
  }, [blocker, confirm, t]);

  useEffect(() => {
    if (!dirty) return;
    const warn = (event: BeforeUnloadEvent) => event.preventDefault();
    window.addEventListener('beforeunload', warn);
    return () => window.removeEventListener('beforeunload', warn);
  }, [dirty]);

  return {
    allowLeaving: () => {
      leaving.current = true;
    },
  };
}
