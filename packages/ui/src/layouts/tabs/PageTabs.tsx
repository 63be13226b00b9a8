import { CloseOutlined } from '@ant-design/icons';
import { closestCenter, DndContext, type DragEndEvent } from '@dnd-kit/core';
import { horizontalListSortingStrategy, SortableContext } from '@dnd-kit/sortable';
import {
  useCallback,
  useEffect,
  useLayoutEffect,
  useMemo,
  useRef,
  useState,
  type KeyboardEvent,
  type MouseEvent,
} from 'react';
import { useTranslation } from 'react-i18next';
import { useSelector } from 'react-redux';
import { matchPath, useLocation, useNavigate } from 'react-router';
import { canAccess, useAccess } from '../../access/access';
import { useSortableItem, useSortableSensors } from '../../components/sortable';
import { shellKey } from '../../feature/shellNamespace';
import type { RouteMeta } from '../../feature/types';
import { selectLayout } from '../../layout/slice';
import { useFeatures } from '../../shell/FeaturesContext';
import { mainContentId } from '../shared/mainContent';
import {
  allowedTabs,
  closeTab,
  moveTab,
  openTab,
  pathOf,
  readTabs,
  writeTabs,
  type PageTab,
} from './pageTabs';
import './page-tabs.css';

/**
 * The page a path opens in this layout, if the user may open it (judged as the router's guard
 * judges its route) and it has a title to show on its tab.
 */
function usePageOf(): (path: string) => RouteMeta | undefined {
  const features = useFeatures();
  const { ability } = useAccess();
  const pages = useMemo(
    () =>
      features
        .flatMap((feature) => feature.routes)
        .filter(
          ({ path, meta }) =>
            !path.includes('*') &&
            meta?.title &&
            (meta.layout ?? 'default') === 'default' &&
            !meta.authPage &&
            !meta.public,
        ),
    [features],
  );
  return useCallback(
    (path: string) => {
      const page = pages.find((route) => matchPath({ path: route.path, end: true }, path));
      return page && canAccess(ability, page.meta) ? page.meta : undefined;
    },
    [pages, ability],
  );
}

interface TabProps {
  tab: PageTab;
  title: string;
  active: boolean;
  focusable: boolean;
  closable: boolean;
  closeLabel: string;
  onOpen: () => void;
  onClose: () => void;
}

function Tab({ tab, title, active, focusable, closable, closeLabel, onOpen, onClose }: TabProps) {
  const path = pathOf(tab);
  const { item, handle, dragging } = useSortableItem(path);
  // The tab is its own drag handle, by the pointer only: the keyboard opens and moves focus.
  const { onPointerDown } = handle as { onPointerDown?: (event: unknown) => void };
  const closeOnMiddleClick = (event: MouseEvent) => {
    if (event.button !== 1 || !closable) return;
    event.preventDefault();
    onClose();
  };
  return (
    <div
      ref={(node) => {
        item.ref(node);
        handle.ref(node);
      }}
      style={item.style}
      role="tab"
      data-path={path}
      aria-selected={active}
      aria-controls={active ? mainContentId : undefined}
      tabIndex={focusable ? 0 : -1}
      title={title}
      className={`page-tabs__tab${active ? ' page-tabs__tab--active' : ''}${
        dragging ? ' page-tabs__tab--dragging' : ''
      }`}
      onPointerDown={onPointerDown}
      onClick={onOpen}
      // The middle button would otherwise start the browser's autoscroll.
      onMouseDown={(event) => event.button === 1 && event.preventDefault()}
      onAuxClick={closeOnMiddleClick}
    >
      <span className="page-tabs__title">{title}</span>
      {closable && (
        // For the pointer; the keyboard closes a tab with Delete (the tablist's hint says so).
        <span
          className="page-tabs__close"
          aria-hidden
          title={closeLabel}
          data-testid="page-tab-close"
          onClick={(event) => {
            event.stopPropagation();
            onClose();
          }}
        >
          <CloseOutlined />
        </span>
      )}
    </div>
  );
}

/** The bar of one user, kept under their id on this device. */
function UserPageTabs({ userId }: { userId?: string | number }) {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const location = useLocation();
  const { direction } = useSelector(selectLayout);
  const pageOf = usePageOf();
  const sensors = useSortableSensors();
  const here = location.pathname + location.search + location.hash;

  const [stored, setStored] = useState<PageTab[]>(() =>
    userId === undefined ? [] : readTabs(userId),
  );
  // Each page visited opens (or updates) its tab, during render so the bar never lags the page.
  const [visited, setVisited] = useState<string | null>(null);
  if (visited !== here) {
    setVisited(here);
    if (pageOf(location.pathname)) setStored(openTab(stored, here));
  }
  const tabs = useMemo(() => allowedTabs(stored, (path) => !!pageOf(path)), [stored, pageOf]);
  useEffect(() => {
    if (userId !== undefined) writeTabs(userId, tabs);
  }, [userId, tabs]);

  const activePath = location.pathname;
  const [focused, setFocused] = useState<string | null>(null);
  const focusedPath = tabs.some((tab) => pathOf(tab) === focused)
    ? focused
    : pathOf(tabs.find((tab) => pathOf(tab) === activePath) ?? tabs[0] ?? '');
  const listRef = useRef<HTMLDivElement>(null);
  const tabElement = (path: string | null) =>
    [...(listRef.current?.querySelectorAll<HTMLElement>('[role="tab"]') ?? [])].find(
      (element) => element.dataset.path === path,
    );

  // The page shown keeps its tab in view: the bar scrolls sideways, never the page.
  useLayoutEffect(() => {
    const list = listRef.current;
    const tab = tabElement(activePath);
    if (!list || !tab) return;
    const bar = list.getBoundingClientRect();
    const box = tab.getBoundingClientRect();
    if (box.left < bar.left) list.scrollLeft -= bar.left - box.left;
    else if (box.right > bar.right) list.scrollLeft += box.right - bar.right;
  }, [activePath, tabs]);

  // After Delete, focus goes to the tab that took the closed one's place.
  const [focusAfterClose, setFocusAfterClose] = useState<string | null>(null);
  useEffect(() => {
    if (focusAfterClose === null) return;
    tabElement(focusAfterClose)?.focus();
    setFocusAfterClose(null);
  }, [focusAfterClose]);

  const close = (path: string) => {
    const index = tabs.findIndex((tab) => pathOf(tab) === path);
    const { tabs: rest, next } = closeTab(tabs, path, activePath);
    setStored(rest);
    if (next !== undefined) navigate(next);
    return rest[index] ?? rest[index - 1];
  };

  const onKeyDown = (event: KeyboardEvent<HTMLDivElement>) => {
    const path = (event.target as HTMLElement).dataset.path;
    const index = tabs.findIndex((tab) => pathOf(tab) === path);
    if (path === undefined || index < 0) return;
    // The arrows go the way they point: in right to left, the next tab is on the left.
    const forward = direction === 'rtl' ? 'ArrowLeft' : 'ArrowRight';
    const backward = direction === 'rtl' ? 'ArrowRight' : 'ArrowLeft';
    let target: number | undefined;
    if (event.key === forward) target = (index + 1) % tabs.length;
    else if (event.key === backward) target = (index - 1 + tabs.length) % tabs.length;
    else if (event.key === 'Home') target = 0;
    else if (event.key === 'End') target = tabs.length - 1;
    else if (event.key === 'Enter' || event.key === ' ') {
      event.preventDefault();
      navigate(tabs[index]);
      return;
    } else if (event.key === 'Delete') {
      if (!closable(path)) return;
      event.preventDefault();
      const neighbour = close(path);
      if (neighbour !== undefined) {
        setFocused(pathOf(neighbour));
        setFocusAfterClose(pathOf(neighbour));
      }
      return;
    }
    if (target === undefined) return;
    event.preventDefault();
    const next = pathOf(tabs[target]);
    setFocused(next);
    tabElement(next)?.focus();
  };

  // The last tab of the page shown stays: the bar always names where the user is.
  const closable = (path: string) => tabs.length > 1 || path !== activePath;

  const onDragEnd = ({ active, over }: DragEndEvent) => {
    if (over && active.id !== over.id) {
      setStored(moveTab(tabs, String(active.id), String(over.id)));
    }
  };

  if (tabs.length === 0) return <div className="page-tabs" />;
  return (
    <nav className="page-tabs" aria-label={t('pageTabs.label')} data-testid="page-tabs">
      <DndContext sensors={sensors} collisionDetection={closestCenter} onDragEnd={onDragEnd}>
        <SortableContext items={tabs.map(pathOf)} strategy={horizontalListSortingStrategy}>
          <div
            ref={listRef}
            role="tablist"
            aria-label={t('pageTabs.label')}
            aria-describedby="page-tabs-hint"
            className="app-frame page-tabs__list"
            onKeyDown={onKeyDown}
          >
            {tabs.map((tab) => {
              const path = pathOf(tab);
              const title = pageOf(path)?.title;
              return (
                <Tab
                  key={path}
                  tab={tab}
                  title={title ? t(shellKey(title)) : path}
                  active={path === activePath}
                  focusable={path === focusedPath}
                  closable={closable(path)}
                  closeLabel={t('pageTabs.close')}
                  onOpen={() => {
                    setFocused(path);
                    navigate(tab);
                  }}
                  onClose={() => close(path)}
                />
              );
            })}
          </div>
        </SortableContext>
      </DndContext>
      <span id="page-tabs-hint" className="sr-only">
        {t('pageTabs.hint')}
      </span>
    </nav>
  );
}

/**
 * The pages opened, as tabs above the content (the customizer's "page tabs"): each keeps its
 * address, and so its state; the bar is kept per user. Loaded only when the option is on.
 */
export function PageTabs() {
  const { userId } = useAccess();
  // Another account starts from its own bar.
  return <UserPageTabs key={String(userId)} userId={userId} />;
}

export default PageTabs;
