import { SearchOutlined } from '@ant-design/icons';
import { Button } from 'antd';
import { useCallback, useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { lazyDialog } from '@tessera/ui';
import { useRequestCatalog } from '../shared/useRequestCatalog';
import { isSearchShortcut, shortcutLabel } from './shortcut';
import './search-launcher.css';

const loadSearchModal = () => import('../search/SearchModal');
// Mounted on the first opening, then kept (it closes with its animation).
const SearchModal = lazyDialog(loadSearchModal);

/**
 * The navbar's search button, and Ctrl+K / ⌘+K anywhere. The search window's code is fetched
 * on the first opening (or when the pointer comes near the button), then kept mounted.
 */
export default function SearchLauncher() {
  const { t } = useTranslation('search');
  const [open, setOpen] = useState(false);
  const shortcut = shortcutLabel();
  const requestCatalog = useRequestCatalog();

  const openSearch = useCallback(() => {
    requestCatalog();
    setOpen(true);
  }, [requestCatalog]);

  useEffect(() => {
    const onKeyDown = (event: KeyboardEvent) => {
      if (!isSearchShortcut(event)) return;
      // The browser's own Ctrl+K (its address bar search) must not fire as well.
      event.preventDefault();
      openSearch();
    };
    window.addEventListener('keydown', onKeyDown);
    return () => window.removeEventListener('keydown', onKeyDown);
  }, [openSearch]);

  return (
    <>
      <Button
        type="text"
        className="search-launcher"
        icon={<SearchOutlined aria-hidden />}
        aria-haspopup="dialog"
        aria-keyshortcuts="Control+K Meta+K"
        data-testid="search-open"
        onClick={openSearch}
        onPointerEnter={() => void loadSearchModal()}
      >
        {/* The name comes from this text (hidden visually, not from readers, on small screens). */}
        <span className="search-launcher__hint">
          {t('launcher.hint')} <kbd className="search-launcher__key">{shortcut}</kbd>
        </span>
      </Button>
      <SearchModal open={open} onClose={() => setOpen(false)} />
    </>
  );
}
