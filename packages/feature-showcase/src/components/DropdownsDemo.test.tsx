import { fireEvent, screen } from '@testing-library/react';
import { renderDemo } from '../testing';
import DropdownsDemo from './DropdownsDemo';

describe('dropdowns', () => {
  it('opens on click and reports the choice', async () => {
    const { user } = renderDemo(<DropdownsDemo />);
    expect(await screen.findByText('Nothing chosen yet.')).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: /Open on click/ }));
    await user.click(await screen.findByRole('menuitem', { name: /Share/ }));
    expect(await screen.findByText('You chose: Share')).toBeInTheDocument();
  });

  it('opens on hover', async () => {
    const { user } = renderDemo(<DropdownsDemo />);
    await user.hover(await screen.findByRole('button', { name: /Open on hover/ }));
    await user.click(await screen.findByRole('menuitem', { name: /Edit/ }));
    expect(await screen.findByText('You chose: Edit')).toBeInTheDocument();
  });

  it('opens on a context menu', async () => {
    const { user } = renderDemo(<DropdownsDemo />);
    fireEvent.contextMenu(await screen.findByRole('button', { name: /Right-click here/ }));
    await user.click(await screen.findByRole('menuitem', { name: /Delete/ }));
    expect(await screen.findByText('You chose: Delete')).toBeInTheDocument();
  });

  it('ignores disabled entries, and saves from a split button', async () => {
    const { user } = renderDemo(<DropdownsDemo />);
    expect(await screen.findByRole('button', { name: /Whole menu disabled/ })).toBeDisabled();
    await user.click(screen.getByRole('button', { name: /Some entries disabled/ }));
    const duplicate = await screen.findByRole('menuitem', { name: /Duplicate/ });
    expect(duplicate).toHaveAttribute('aria-disabled', 'true');
    await user.click(duplicate);
    expect(screen.getByText('Nothing chosen yet.')).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'More ways to save' }));
    await user.click(await screen.findByRole('menuitem', { name: 'Save as a draft' }));
    expect(await screen.findByText('You chose: Save as a draft')).toBeInTheDocument();
  });

  it('speaks French', async () => {
    renderDemo(<DropdownsDemo />, 'fr');
    expect(
      await screen.findByRole('heading', { level: 1, name: 'Menus déroulants' }),
    ).toBeInTheDocument();
    expect(screen.getByText('Rien de choisi pour l’instant.')).toBeInTheDocument();
  });
});
