import { MenuOutlined } from '@ant-design/icons';
import { Button, Drawer } from 'antd';
import { useState, type CSSProperties, type ReactNode } from 'react';
import { useMediaQuery } from '../effects/useMediaQuery';
import { useLayoutSetting } from '../layout/useLayoutSetting';
import './side-panel-app.css';

export interface SidePanelAppProps {
  /**
   * The panel (folders, filters, tags). `close` folds the drawer it sits in on a narrow screen:
   * call it once the reader has picked a view.
   */
  panel: (close: () => void) => ReactNode;
  /** The panel's name: the drawer's title, and the landmark's name when `labelPanel` is set. */
  panelTitle: string;
  /** Name the wide screen's panel as a landmark (`aside`) with `panelTitle`. */
  labelPanel?: boolean;
  /**
   * The button that opens the drawer on a narrow screen: `open` ("Open the sidebar") and the
   * view shown (`current`, read after `open` by a screen reader); `null` shows no button (an
   * open mail has its own way back).
   */
  menu: { open: string; current?: ReactNode } | null;
  /** From this width (px) the panel sits beside the main part; below it, in a drawer. */
  wideFrom?: number;
  /** The panel's width beside the main part (px). */
  panelWidth?: number;
  /** The main part's name and busy state, when it is a landmark of its own (a `section`). */
  main?: { label: string; busy?: boolean };
  /** Classes added to the frame and to the main part, for what an app does its own way. */
  className?: string;
  mainClassName?: string;
  /** The main part's content. */
  children: ReactNode;
  /** Shown over the app (drawers, dialogs), outside the main part. */
  overlays?: ReactNode;
}

/**
 * The frame of an app with a side panel (mail, tasks, calendar): the panel beside the main part
 * on a wide screen; on a narrow one, the panel in a drawer (from the start side) opened by a
 * button naming the view shown. The panel's links and the main part's list take the
 * `side-panel-nav__*` and `side-panel-list__*` classes.
 */
export function SidePanelApp({
  panel,
  panelTitle,
  labelPanel = false,
  menu,
  wideFrom = 768,
  panelWidth = 240,
  main,
  className,
  mainClassName,
  children,
  overlays,
}: SidePanelAppProps) {
  const wide = useMediaQuery(`(min-width: ${wideFrom}px)`, true);
  const [direction] = useLayoutSetting('direction');
  const [open, setOpen] = useState(false);
  const close = () => setOpen(false);
  const Main = main ? 'section' : 'div';
  return (
    <div
      className={['side-panel-app', className].filter(Boolean).join(' ')}
      style={{ '--side-panel-width': `${panelWidth}px` } as CSSProperties}
    >
      {wide ? (
        <aside className="side-panel-app__panel" aria-label={labelPanel ? panelTitle : undefined}>
          {panel(close)}
        </aside>
      ) : (
        <Drawer
          open={open}
          onClose={close}
          placement={direction === 'rtl' ? 'right' : 'left'}
          size={panelWidth + 40}
          title={panelTitle}
        >
          {panel(close)}
        </Drawer>
      )}
      <Main
        className={['side-panel-app__main', mainClassName].filter(Boolean).join(' ')}
        aria-label={main?.label}
        aria-busy={main?.busy}
      >
        {!wide && menu && (
          <Button
            className="side-panel-app__menu"
            icon={<MenuOutlined aria-hidden />}
            onClick={() => setOpen(true)}
          >
            {menu.current === undefined ? (
              menu.open
            ) : (
              <>
                <span className="sr-only">{menu.open}: </span>
                {menu.current}
              </>
            )}
          </Button>
        )}
        {children}
      </Main>
      {overlays}
    </div>
  );
}
