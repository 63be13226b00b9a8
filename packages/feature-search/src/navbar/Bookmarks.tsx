import { ExclamationCircleOutlined } from '@ant-design/icons';
import { Button, Tooltip } from 'antd';
import { useEffect } from 'react';
import { useTranslation } from 'react-i18next';
import { useDispatch, useSelector } from 'react-redux';
import { Link } from 'react-router';
import { useFeedback } from '@tessera/ui';
import { PageIcon } from '../model/pageIcons';
import { usePageAccess } from '../model/pageAccess';
import { usePageTitle } from '../model/usePageTitle';
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
function useToggleFailureToast() {
  const { t } = useTranslation('search');
  const { message } = useFeedback();
  const dispatch = useDispatch();
  const pageTitle = usePageTitle();
  const failure = useSelector(selectToggleFailure);
  useEffect(() => {
    if (!failure) return;
    void message.error(
      t('bookmarks.toggleFailed', { title: pageTitle(failure.page), message: failure.message }),
    );
    dispatch(toggleFailureShown());
  }, [failure, message, t, pageTitle, dispatch]);
}

/** Bookmarked pages as icon links in the navbar, then the star that opens the picker. */
export default function Bookmarks() {
  const { t } = useTranslation('search');
  const dispatch = useDispatch();
  const { status, error, items } = useSelector(selectBookmarks);
  const canOpen = usePageAccess();
  const pageTitle = usePageTitle();
  useToggleFailureToast();

  useEffect(() => {
    if (status === 'idle') dispatch(bookmarksRequested());
  }, [status, dispatch]);

  const shown = items.filter(canOpen).slice(0, maxNavbarBookmarks);
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
          {shown.map((page) => {
            const title = pageTitle(page);
            return (
              <li key={page.id}>
                <Tooltip title={title}>
                  <Link to={page.link} className="navbar-bookmarks__link" aria-label={title}>
                    <PageIcon name={page.icon} />
                  </Link>
                </Tooltip>
              </li>
            );
          })}
        </ul>
      </nav>
      <BookmarkPicker />
    </div>
  );
}
