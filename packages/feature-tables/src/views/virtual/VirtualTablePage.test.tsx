import { screen } from '@testing-library/react';
import { setupFakeServer, signIn } from '@tessera/fake-server/testing';
import { renderFeature } from '@tessera/ui/testing';
import { tablesFeature } from '../../index';
import { sampleRow, sampleRows } from '../shared/sampleRows';

setupFakeServer();
beforeEach(() => signIn());

describe('VirtualTablePage', () => {
  it('holds 10,000 rows, draws only some, and its body scrolls by keyboard', async () => {
    await renderFeature(tablesFeature, '/tables/virtual');
    expect(await screen.findByRole('heading', { name: 'Virtual table' })).toBeInTheDocument();
    const region = await screen.findByRole('region', { name: '10,000 rows' });
    expect(region).toHaveAttribute('tabindex', '0');
    expect(screen.getByText(sampleRow(1).name, { exact: false })).toBeInTheDocument();
    expect(region.querySelectorAll('.ant-table-row').length).toBeLessThan(100);
  });

  it('makes the same rows every time, the last one numbered 10,000', () => {
    const rows = sampleRows(10_000);
    expect(rows).toHaveLength(10_000);
    expect(rows.at(-1)).toEqual(sampleRow(10_000));
    expect(new Set(rows.map((row) => row.status))).toEqual(new Set([1, 2, 3, 4, 5]));
  });

  it('speaks French', async () => {
    await renderFeature(tablesFeature, '/tables/virtual', { language: 'fr' });
    expect(await screen.findByRole('heading', { name: 'Tableau virtuel' })).toBeInTheDocument();
    expect(await screen.findByRole('region', { name: /^10\s000 lignes$/u })).toBeInTheDocument();
  });
});
