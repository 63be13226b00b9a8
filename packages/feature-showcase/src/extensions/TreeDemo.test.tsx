import { screen, within } from '@testing-library/react';
import { renderDemo } from '../testing';
import TreeDemo from './TreeDemo';

const node = (name: string) => screen.getByRole('treeitem', { name: new RegExp(name) });

describe('tree demo', () => {
  it('ticks a branch with its parent, and says what is ticked', async () => {
    const { user } = renderDemo(<TreeDemo />);
    expect(await screen.findByTestId('tree-checked')).toHaveTextContent('2 ticked: Web, Mobile');
    await user.click(within(node('Finance')).getByRole('checkbox'));
    expect(screen.getByTestId('tree-checked')).toHaveTextContent(
      '6 ticked: Web, Mobile, Finance, Payroll, Audit, Purchasing',
    );
    expect(node('Finance')).toHaveAttribute('aria-checked', 'true');
  });

  it('selects a team, opens and closes branches', async () => {
    const { user } = renderDemo(<TreeDemo />);
    expect(screen.queryByRole('treeitem', { name: /Payroll/ })).not.toBeInTheDocument();
    await user.click(await screen.findByRole('button', { name: 'Open every branch' }));
    expect(node('Payroll')).toBeInTheDocument();
    await user.click(screen.getByText('Audit'));
    expect(screen.getByTestId('tree-selected')).toHaveTextContent('Selected: Audit');
    expect(node('Audit')).toHaveAttribute('aria-selected', 'true');
    await user.click(screen.getByRole('button', { name: 'Close every branch' }));
    expect(screen.queryByRole('treeitem', { name: /Audit/ })).not.toBeInTheDocument();
  });

  it('opens the branches of what the search finds, and marks it', async () => {
    const { user } = renderDemo(<TreeDemo />);
    expect(screen.queryByRole('treeitem', { name: /Europe/ })).not.toBeInTheDocument();
    await user.type(await screen.findByRole('searchbox', { name: 'Search the teams' }), 'ro');
    expect(screen.getByText('2 teams match “ro”')).toBeInTheDocument();
    // Their branches, closed until now, opened to show them.
    const shown = screen.getAllByRole('treeitem').map((item) => item.textContent);
    expect(shown).toEqual(expect.arrayContaining(['Payroll', 'Europe']));
    const marks = [...document.querySelectorAll('mark')].map((mark) => mark.textContent);
    expect(marks).toEqual(['ro', 'ro']);
  });

  it('moves the selected team among its siblings from the keyboard', async () => {
    const { user } = renderDemo(<TreeDemo />);
    await user.click(await screen.findByText('Mobile'));
    await user.click(screen.getByRole('button', { name: 'Move up' }));
    expect(screen.getByRole('status')).toHaveTextContent('“Mobile” is now 1 of 4 in its branch.');
    const engineering = screen
      .getAllByRole('treeitem')
      .map((item) => item.textContent)
      .filter((text) => ['Web', 'Mobile', 'Platform', 'Quality'].includes(text ?? ''));
    expect(engineering).toEqual(['Mobile', 'Web', 'Platform', 'Quality']);
    expect(screen.getByRole('button', { name: 'Move up' })).toBeDisabled();
  });

  it('speaks French', async () => {
    const { user } = renderDemo(<TreeDemo />, 'fr');
    expect(await screen.findByTestId('tree-checked')).toHaveTextContent('2 cochées : Web, Mobile');
    await user.type(screen.getByRole('searchbox', { name: 'Chercher une équipe' }), 'qual');
    expect(screen.getByText('1 équipe correspond à « qual »')).toBeInTheDocument();
  });
});
