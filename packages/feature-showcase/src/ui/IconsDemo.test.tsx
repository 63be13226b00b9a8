import { screen, waitFor, within } from '@testing-library/react';
import { findLoadFailure } from '@tessera/ui/testing';
import { shardLoaders, shardOf } from './icons/iconNames';
import IconsDemo from './IconsDemo';
import { copied, renderDemo } from '../testing';

const grid = () => within(screen.getByRole('list', { name: 'Icons' }));
/** Waits until the icon button of this name draws its glyph (its shard has loaded). */
const drawn = (name: string) =>
  waitFor(() => expect(grid().getByRole('button', { name }).querySelector('svg')).not.toBeNull());

describe('icons', () => {
  it('shows a page of the set, drawn once its shard has loaded', async () => {
    renderDemo(<IconsDemo />);
    expect(await screen.findByText('848 icons')).toBeInTheDocument();
    expect(grid().getAllByRole('button')).toHaveLength(48);
    await drawn('AccountBookFilled');
  });

  it('filters by name as one types and by style, and says when nothing matches', async () => {
    const { user } = renderDemo(<IconsDemo />);
    const search = await screen.findByRole('searchbox', { name: 'Search the icons' });
    await user.type(search, 'smile');
    expect(await screen.findByText('3 icons')).toBeInTheDocument();
    expect(
      grid()
        .getAllByRole('button')
        .map((button) => button.textContent),
    ).toEqual(['SmileFilled', 'SmileOutlined', 'SmileTwoTone']);
    await user.click(screen.getByText('Filled'));
    expect(await screen.findByText('1 icon')).toBeInTheDocument();
    await user.clear(search);
    await user.type(search, 'nothing like it');
    expect(await screen.findByText('No icon matches “nothing like it”.')).toBeInTheDocument();
  });

  it('copies an icon’s element and says so', async () => {
    const { user } = renderDemo(<IconsDemo />);
    await user.type(await screen.findByRole('searchbox', { name: 'Search the icons' }), 'smile');
    await drawn('SmileOutlined');
    await user.click(grid().getByRole('button', { name: 'SmileOutlined' }));
    expect(await screen.findByText('Copied <SmileOutlined />')).toBeInTheDocument();
    expect(await copied()).toBe('<SmileOutlined />');
  });

  it('pages through the set, loading the next page’s shard', async () => {
    const { user } = renderDemo(<IconsDemo />);
    await drawn('AccountBookFilled');
    await user.click(screen.getByTitle('2'));
    await drawn('BackwardOutlined');
    expect(grid().queryByRole('button', { name: 'AccountBookFilled' })).not.toBeInTheDocument();
  });

  it('says when a shard fails to load, and loads it on retry', async () => {
    const last = shardOf.get('ZoomInOutlined') ?? -1;
    const load = shardLoaders[last];
    shardLoaders[last] = jest
      .fn()
      .mockRejectedValueOnce(new Error('offline'))
      .mockImplementation(load);
    try {
      const { user } = renderDemo(<IconsDemo />);
      // Pasted, so that no shorter query loads the shard first.
      await user.click(await screen.findByRole('searchbox', { name: 'Search the icons' }));
      await user.paste('zoom');
      const failure = await findLoadFailure(user, 'The icons could not be loaded.');
      await failure.retry();
      await drawn('ZoomInOutlined');
      expect(screen.queryByText('The icons could not be loaded.')).not.toBeInTheDocument();
    } finally {
      shardLoaders[last] = load;
    }
  });

  it('speaks French', async () => {
    renderDemo(<IconsDemo />, 'fr');
    expect(await screen.findByRole('heading', { level: 1, name: 'Icônes' })).toBeInTheDocument();
    expect(screen.getByText('848 icônes')).toBeInTheDocument();
    expect(screen.getByRole('searchbox', { name: 'Chercher dans les icônes' })).toBeInTheDocument();
  });
});
