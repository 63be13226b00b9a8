import { fireEvent, screen, within } from '@testing-library/react';
import { renderView } from '@tessera/ui/testing';
import { showcaseI18n } from '../testI18n';
import PaginationDemo from './PaginationDemo';

function renderPage(language: 'en' | 'fr' = 'en') {
  return renderView({ element: <PaginationDemo />, i18n: showcaseI18n(language) });
}

const card = async (title: string) =>
  within((await screen.findByText(title)).closest('.ant-card') as HTMLElement);

describe('pagination', () => {
  it('moves the simple pager on with its next button', async () => {
    const { user } = renderPage();
    const pager = await screen.findByTestId('simple-pager');
    const input = within(pager).getByRole('textbox');
    expect(input).toHaveValue('2');
    await user.click(within(pager).getByTitle('Next Page'));
    expect(input).toHaveValue('3');
  });

  it('jumps to the page typed', async () => {
    const { user } = renderPage();
    const jumper = await card('Jump to a page');
    expect(jumper.getByRole('status')).toHaveTextContent('Showing page 1.');
    const go = jumper.getAllByRole('textbox').at(-1) as HTMLElement;
    await user.type(go, '37');
    // rc-pagination reads the key's keyCode, which user-event leaves out.
    fireEvent.keyUp(go, { key: 'Enter', keyCode: 13 });
    expect(await jumper.findByText('Showing page 37.')).toBeVisible();
    expect(jumper.getByTitle('37')).toHaveClass('ant-pagination-item-active');
  });

  it('says the range shown, and changes the rows per page', async () => {
    const { user } = renderPage();
    const total = await card('The total and rows per page');
    expect(total.getByText('1–10 of 85 orders')).toBeVisible();
    await user.click(total.getByTitle('2'));
    expect(await total.findByText('11–20 of 85 orders')).toBeVisible();
    await user.click(total.getByRole('combobox'));
    await user.click(await screen.findByTitle('50 / page'));
    // Still the second page, now of 50 rows.
    expect(await total.findByText('51–85 of 85 orders')).toBeVisible();
  });

  it('follows the buttons outside it, and says the current page', async () => {
    const { user } = renderPage();
    const controlled = await card('Driven from outside');
    expect(controlled.getByRole('status')).toHaveTextContent('Page 3 of 10');
    await user.click(controlled.getByRole('button', { name: 'Last page' }));
    expect(controlled.getByRole('status')).toHaveTextContent('Page 10 of 10');
    expect(controlled.getByTitle('10')).toHaveClass('ant-pagination-item-active');
    expect(controlled.getByRole('button', { name: 'Last page' })).toBeDisabled();
    await user.click(controlled.getByTitle('9'));
    expect(controlled.getByRole('status')).toHaveTextContent('Page 9 of 10');
    await user.click(controlled.getByRole('button', { name: 'First page' }));
    expect(controlled.getByRole('status')).toHaveTextContent('Page 1 of 10');
  });

  it('speaks French', async () => {
    renderPage('fr');
    const controlled = await card('Pilotée de l’extérieur');
    expect(controlled.getByRole('status')).toHaveTextContent('Page 3 sur 10');
  });
});
