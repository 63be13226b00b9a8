import type { MouseEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { focusMainContent, mainContentId } from '../shared/mainContent';

/** First tab stop of the page: jumps past the menu and navbar to the content. */
export function SkipLink() {
  const { t } = useTranslation();
  const skip = (event: MouseEvent) => {
    // Focus instead of following the hash, which the router would record as a navigation.
    event.preventDefault();
    focusMainContent();
  };
  return (
    <a className="skip-link" href={`#${mainContentId}`} onClick={skip}>
      {t('skipToContent')}
    </a>
  );
}
