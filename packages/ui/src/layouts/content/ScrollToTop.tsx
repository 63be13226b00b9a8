import { ArrowUpOutlined } from '@ant-design/icons';
import { Button } from 'antd';
import { useSyncExternalStore } from 'react';
import { useTranslation } from 'react-i18next';
import { usePrefersReducedMotion } from '../../effects/usePrefersReducedMotion';
import { focusMainContent } from '../shared/mainContent';

/** How far the page must be scrolled before the button appears. */
export const scrollToTopThreshold = 400;

/**
 * Near the bottom the button would sit on the last rows and their buttons (a user row's delete
 * icon on a phone): it steps aside there. Its height and margin, with room to spare.
 */
const bottomClearance = 120;

const isShown = () => {
  const { scrollHeight } = document.documentElement;
  const nearBottom = window.scrollY + window.innerHeight > scrollHeight - bottomClearance;
  return window.scrollY > scrollToTopThreshold && !nearBottom;
};

/**
 * Whether the button shows, as of the last scroll. React reads a snapshot on every render and
 * after every commit; reading the page's scroll height there would lay the page out each time
 * (the first render of a dashboard spent 50 ms of a phone's time on it). The page is read when
 * it scrolls, and once after it first paints (a restored scroll position).
 */
let shown = false;

function subscribe(onChange: () => void): () => void {
  const update = () => {
    const next = isShown();
    if (next === shown) return;
    shown = next;
    onChange();
  };
  window.addEventListener('scroll', update, { passive: true });
  const frame = requestAnimationFrame(update);
  return () => {
    cancelAnimationFrame(frame);
    window.removeEventListener('scroll', update);
  };
}

const getShown = () => shown;

/** A round button in the end corner, once the page is scrolled far enough, except near its end. */
export function ScrollToTop() {
  const { t } = useTranslation();
  const visible = useSyncExternalStore(subscribe, getShown, () => false);
  const reducedMotion = usePrefersReducedMotion();
  if (!visible) return null;
  const scrollUp = () => {
    window.scrollTo({ top: 0, behavior: reducedMotion ? 'auto' : 'smooth' });
    // The button disappears at the top: keep keyboard focus in the page, not on <body>.
    focusMainContent();
  };
  return (
    <Button
      type="primary"
      shape="circle"
      size="large"
      className="scroll-to-top"
      icon={<ArrowUpOutlined aria-hidden />}
      aria-label={t('scrollToTop')}
      data-testid="scroll-to-top"
      onClick={scrollUp}
    />
  );
}
