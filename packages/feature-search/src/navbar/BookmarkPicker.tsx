import { StarOutlined } from '@ant-design/icons';
import { Button } from 'antd';
import { useCallback, useEffect, useId, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { lazyView } from '@tessera/ui';

// The panel's code (antd's Input among it) loads when the star is first pressed.
const BookmarkPanel = lazyView(() => import('../picker/BookmarkPanel'));

/** The star button that opens a panel to find any page and bookmark it (or not). */
export function BookmarkPicker() {
  const { t } = useTranslation('search');
  const [open, setOpen] = useState(false);
  const wrapperRef = useRef<HTMLDivElement>(null);
  const triggerRef = useRef<HTMLButtonElement>(null);
  const panelId = useId();

  const close = useCallback((returnFocus: boolean) => {
    setOpen(false);
    if (returnFocus) triggerRef.current?.focus();
  }, []);

  useEffect(() => {
    if (!open) return;
    // A press anywhere outside (the page, another navbar button) closes the panel.
    const onPointerDown = (event: PointerEvent) => {
      if (!wrapperRef.current?.contains(event.target as Node)) close(false);
    };
    document.addEventListener('pointerdown', onPointerDown);
    return () => document.removeEventListener('pointerdown', onPointerDown);
  }, [open, close]);

  return (
    <div className="bookmark-picker" ref={wrapperRef}>
      <Button
        ref={triggerRef}
        type="text"
        icon={<StarOutlined aria-hidden />}
        aria-label={t('bookmarks.open')}
        aria-expanded={open}
        aria-controls={open ? panelId : undefined}
        data-testid="bookmarks-open"
        onClick={() => {
          if (open) return close(false);
          setOpen(true);
        }}
      />
      {open && <BookmarkPanel id={panelId} onClose={close} />}
    </div>
  );
}
