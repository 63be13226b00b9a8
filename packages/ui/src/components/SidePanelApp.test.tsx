import { screen, waitFor } from '@testing-library/react';
import en from '../../locales/en/common.json';
import { layoutChanged } from '../layout/slice';
import { createTestI18n, fakeViewport, renderView } from '../testing';
import { SidePanelApp, type SidePanelAppProps } from './SidePanelApp';

const i18n = createTestI18n({ en: { common: en } });
const viewport = fakeViewport();

function renderApp(props: Partial<SidePanelAppProps> = {}) {
  return renderView({
    i18n,
    element: (
      <SidePanelApp
        panelTitle="Folders"
        panel={(close) => (
          <nav aria-label="Views">
            <button type="button" onClick={close}>
              Starred
            </button>
          </nav>
        )}
        menu={{ open: 'Open the sidebar', current: 'Inbox' }}
        overlays={<p>Composer</p>}
        {...props}
      >
        <p>The list</p>
      </SidePanelApp>
    ),
  });
}

describe('SidePanelApp', () => {
  it('shows the panel beside the main part on a wide screen, with no menu button', () => {
    renderApp({ main: { label: 'Mails', busy: true } });
    expect(screen.getByRole('navigation', { name: 'Views' }).closest('aside')).not.toBeNull();
    expect(screen.getByRole('region', { name: 'Mails' })).toHaveAttribute('aria-busy', 'true');
    expect(screen.getByText('The list')).toBeInTheDocument();
    expect(screen.getByText('Composer')).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: /Open the sidebar/ })).toBeNull();
  });

  it('names the panel as a landmark when asked', () => {
    renderApp({ labelPanel: true });
    expect(screen.getByRole('complementary', { name: 'Folders' })).toBeInTheDocument();
  });

  it('puts the panel in a drawer on a narrow screen, opened by a button naming the view', async () => {
    viewport.phone();
    const { user } = renderApp();
    expect(screen.queryByRole('navigation', { name: 'Views' })).toBeNull();
    await user.click(screen.getByRole('button', { name: 'Open the sidebar: Inbox' }));
    const drawer = await screen.findByRole('dialog', { name: 'Folders' });
    expect(drawer).toContainElement(screen.getByRole('navigation', { name: 'Views' }));
    expect(drawer.closest('.ant-drawer')).toHaveClass('ant-drawer-open');
    // A pick in the panel closes the drawer.
    await user.click(screen.getByRole('button', { name: 'Starred' }));
    await waitFor(() => expect(drawer.closest('.ant-drawer')).not.toHaveClass('ant-drawer-open'));
  });

  it('opens the drawer from the start side of the reading direction', async () => {
    viewport.phone();
    const { user, store } = renderApp({ menu: { open: 'Open the sidebar' } });
    store.dispatch(layoutChanged({ direction: 'rtl' }));
    await user.click(screen.getByRole('button', { name: 'Open the sidebar' }));
    const drawer = await screen.findByRole('dialog', { name: 'Folders' });
    expect(drawer.closest('.ant-drawer-right')).not.toBeNull();
  });

  it('shows no menu button when the view has its own way back', () => {
    viewport.phone();
    renderApp({ menu: null });
    expect(screen.queryByRole('button', { name: /Open the sidebar/ })).toBeNull();
    expect(screen.getByText('The list')).toBeInTheDocument();
  });
});
