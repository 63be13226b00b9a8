import { useCallback, useEffect, useLayoutEffect, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useBlocker, type Blocker } from 'react-router';
import { useConfirm } from '../data/useConfirm';

export interface UnsavedChanges {
  /** Whether something is unsaved. */
  dirty: boolean;
  /** Something changed (a form's `onValuesChange`): leaving now asks first. */
  changed: () => void;
  /**
   * Runs a save. Meanwhile leaving waits without asking; once saved nothing is unsaved, and a
   * way out taken meanwhile goes ahead. If the save fails, that way out asks.
   */
  saving: <Result>(save: Promise<Result>) => Promise<Result>;
  /** The changes were thrown away on purpose (a discarded draft): leaving no longer asks. */
  discard: () => void;
}

/**
 * Asks before unsaved changes are lost, whichever way out is taken: any move to another page of
 * the app (menu, links, Back and Forward) asks through a confirmation, reloading or closing the
 * tab through the browser's own prompt. A save ends the question at once: Save then Back
 * straight away does not ask.
 */
export function useUnsavedChanges(): UnsavedChanges {
  const { t } = useTranslation('common');
  const confirm = useConfirm();
  const [dirty, setDirty] = useState(false);
  const [pendingSaves, setPendingSaves] = useState(0);
  // The blocker reads this, not `dirty`: a navigation started in the same tick as a save's end
  // (save, then go to the saved record) must see it.
  const unsaved = useRef(false);
  // Counts the changes: a save covers those made before it started, not one typed meanwhile.
  const version = useRef(0);
  const blocker = useBlocker(
    ({ currentLocation, nextLocation }) =>
      unsaved.current && currentLocation.pathname !== nextLocation.pathname,
  );

  const markSaved = useCallback((upTo = version.current) => {
    if (upTo !== version.current) return;
    unsaved.current = false;
    setDirty(false);
  }, []);

  // A blocked way out is let through once: by the end of a save, or by the effect below when
  // it renders after that save (its render may still show the blocker as blocked).
  const latestBlocker = useRef(blocker);
  useLayoutEffect(() => {
    latestBlocker.current = blocker;
  });
  const letThrough = useRef<unknown>(null);
  const goAhead = useCallback((current: Blocker) => {
    if (current.state !== 'blocked' || letThrough.current === current.location) return;
    letThrough.current = current.location;
    current.proceed();
  }, []);

  // One question per blocked way out, however often the page renders meanwhile; none while a
  // save runs (its end decides).
  const asking = useRef(false);
  useEffect(() => {
    if (blocker.state !== 'blocked' || pendingSaves > 0 || asking.current) return;
    if (!unsaved.current) {
      goAhead(blocker);
      return;
    }
    asking.current = true;
    void confirm({
      title: t('unsaved.title'),
      content: t('unsaved.content'),
      okText: t('unsaved.leave'),
      danger: true,
    }).then((leave) => {
      asking.current = false;
      if (leave) goAhead(blocker);
      else blocker.reset();
    });
  }, [blocker, pendingSaves, goAhead, confirm, t]);

  useEffect(() => {
    if (!dirty) return;
    const warn = (event: BeforeUnloadEvent) => event.preventDefault();
    window.addEventListener('beforeunload', warn);
    return () => window.removeEventListener('beforeunload', warn);
  }, [dirty]);

  const changed = useCallback(() => {
    version.current += 1;
    unsaved.current = true;
    setDirty(true);
  }, []);

  const saving = useCallback(
    async <Result>(save: Promise<Result>) => {
      const upTo = version.current;
      setPendingSaves((count) => count + 1);
      try {
        const result = await save;
        markSaved(upTo);
        // Before the caller moves on (to the saved record): the user's own way out goes first.
        if (!unsaved.current) goAhead(latestBlocker.current);
        return result;
      } finally {
        setPendingSaves((count) => count - 1);
      }
    },
    [markSaved, goAhead],
  );

  const discard = useCallback(() => markSaved(), [markSaved]);
  return { dirty, changed, saving, discard };
}
