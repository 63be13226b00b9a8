import { ExclamationCircleOutlined } from '@ant-design/icons';
import { Button, Tooltip } from 'antd';
import { useEffect, useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import { useDispatch, useSelector } from 'react-redux';
import { Link } from 'react-router';
import { useFeedback } from '@tessera/ui';
import { PageIcon, usePages, type Page } from '../model/pages';
import {
  bookmarksRequested,
  selectBookmarks,
  selectToggleFailure,
  toggleFailureShown,
} from '../store/slice';
import { BookmarkPicker } from './BookmarkPicker';
import './bookmarks.css';

/** More would crowd the navbar; the picker lists them all. */
export const maxNavbarBookmarks = 6;

/** Says once, as a toast, that the server refused a bookmark change (the star went back). */
function useToggleFailureToast(pages: readonly Page[]) {
  const { t } = useTranslation('search');
  const { message } = useFeedback();
  const dispatch = useDispatch();
  const failure = useSelector(selectToggleFailure);
  useEffect(() => {
    if (!failure) return;
    const title = pages.find((page) => page.link === failure.link)?.title ?? failure.link;
    void message.error(t('bookmarks.toggleFailed', { title, message: failure.message }));
    dispatch(toggleFailureShown());
  }, [failure, pages, message, t, dispatch]);
}

/**
 * Bookmarked pages as icon links in the navbar, in the app's order, then the star that opens the
 * picker. A bookmark of a page the user cannot open (or no feature declares) is not shown.
 */
export default function Bookmarks() {
  const { t } = useTranslation('search');
  const dispatch = useDispatch();
  const { status, error, links } = useSelector(selectBookmarks);
  const pages = usePages();
  useToggleFailureToast(pages);

  useEffect(() => {
    if (status === 'idle') dispatch(bookmarksRequested());
  }, [status, dispatch]);

  const shown = useMemo(
    () => pages.filter((page) => links.includes(page.link)).slice(0, maxNavbarBookmarks),
    [pages, links],
  );
  const failure = t('bookmarks.loadFailed', { message: error ?? '' });
  return (
    <div className="navbar-bookmarks">
      {status === 'failed' && (
        <Tooltip title={failure}>
          <Button
            type="text"
            danger
            icon={<ExclamationCircleOutlined aria-hidden />}
            aria-label={`${failure} ${t('bookmarks.retry')}`}
            onClick={() => dispatch(bookmarksRequested())}
          />
        </Tooltip>
      )}
      <nav aria-label={t('bookmarks.navLabel')}>
        <ul className="navbar-bookmarks__list">
          {shown.map((page) => (
            <li key={page.link}>
              <Tooltip title={page.title}>
                <Link to={page.link} className="navbar-bookmarks__link" aria-label={page.title}>
                  <PageIcon page={page} />
                </Link>
              </Tooltip>
            </li>
          ))}
        </ul>
      </nav>
      <BookmarkPicker />
    </div>
  );
}
