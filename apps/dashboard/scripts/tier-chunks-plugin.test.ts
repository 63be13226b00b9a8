import { tierChunkOf, type ChunkFacts } from './tier-chunks-plugin';

const chunk = (fileName: string, facts: Partial<ChunkFacts>): ChunkFacts => ({
  fileName,
  isEntry: false,
  isDynamicEntry: false,
  facadeModuleId: null,
  moduleIds: [],
  imports: [],
  ...facts,
});

// The bundler's own split: an entry, two visitors' pages, the signed-in layout and a page of it,
// and the shared chunks between them.
const split = [
  chunk('index.js', { isEntry: true, moduleIds: ['main', 'react'], imports: ['react-dom.js'] }),
  chunk('react-dom.js', { moduleIds: ['react-dom'] }),
  chunk('Login.js', {
    isDynamicEntry: true,
    facadeModuleId: 'views/login/Login',
    moduleIds: ['views/login/Login'],
    imports: ['form.js', 'frame.js', 'grid.js', 'react-dom.js'],
  }),
  chunk('Register.js', {
    isDynamicEntry: true,
    facadeModuleId: 'views/register/Register',
    moduleIds: ['views/register/Register'],
    imports: ['form.js', 'frame.js'],
  }),
  chunk('frame.js', { moduleIds: ['frame', 'tooltip'] }),
  chunk('form.js', { moduleIds: ['form'] }),
  chunk('grid.js', { moduleIds: ['grid'] }),
  chunk('Layout.js', {
    isDynamicEntry: true,
    facadeModuleId: 'layouts/index',
    moduleIds: ['layouts/index', 'menu'],
    imports: ['tooltip.js', 'grid.js'],
  }),
  chunk('tooltip.js', { moduleIds: ['tooltip-core'] }),
  chunk('Users.js', {
    isDynamicEntry: true,
    facadeModuleId: 'views/users/Users',
    moduleIds: ['views/users/Users', 'table'],
    imports: ['form.js', 'tooltip.js'],
  }),
];
const tiers: Parameters<typeof tierChunkOf>[1] = [
  { name: 'visitors', roots: [/views\/(login|register)\//] },
  { name: 'signed-in', roots: [/layouts\/index$/] },
];

describe('tier chunks', () => {
  const chunkOf = tierChunkOf(split, tiers);

  it('keeps what the entry loads, its static imports included, in one boot chunk', () => {
    expect(chunkOf.get('main')).toBe('boot');
    expect(chunkOf.get('react-dom')).toBe('boot');
  });

  it("puts what only the visitors' pages load in their chunk", () => {
    expect(chunkOf.get('views/login/Login')).toBe('visitors');
    expect(chunkOf.get('views/register/Register')).toBe('visitors');
    expect(chunkOf.get('frame')).toBe('visitors');
  });

  it('puts what both tiers load in the common chunk', () => {
    expect(chunkOf.get('grid')).toBe('common');
  });

  it('leaves what the visitors share with other lazy modules to the bundler', () => {
    expect(chunkOf.has('form')).toBe(false);
  });

  it('puts what the signed-in layout loads in its chunk, and leaves each page its own', () => {
    expect(chunkOf.get('layouts/index')).toBe('signed-in');
    expect(chunkOf.get('tooltip-core')).toBe('signed-in');
    expect(chunkOf.has('views/users/Users')).toBe(false);
    expect(chunkOf.has('table')).toBe(false);
  });
});

describe("the tier's share of the home page", () => {
  // The home page and three other pages; the card is on the home page and two of the three
  // others, the chart on the home page only, the form on the other pages only.
  const page = (name: string, imports: string[]) =>
    chunk(`${name}.js`, {
      isDynamicEntry: true,
      facadeModuleId: `views/${name}`,
      moduleIds: [`views/${name}`],
      imports,
    });
  const pages = [
    page('Home', ['card.js', 'chart.js']),
    page('Users', ['card.js', 'form.js']),
    page('Roles', ['card.js', 'form.js']),
    page('Faq', ['form.js']),
    chunk('card.js', { moduleIds: ['card'] }),
    chunk('chart.js', { moduleIds: ['chart'] }),
    chunk('form.js', { moduleIds: ['form'] }),
  ];
  const withHome = (share: number): Parameters<typeof tierChunkOf>[1] => [
    tiers[0],
    { ...tiers[1], sharedWith: { page: /views\/Home$/, pages: /views\//, share } },
  ];

  it('puts in the tier what the home page shares with at least that share of the pages', () => {
    const chunkOf = tierChunkOf([...split, ...pages], withHome(0.5));
    expect(chunkOf.get('card')).toBe('signed-in');
    expect(chunkOf.has('chart')).toBe(false);
    expect(chunkOf.has('form')).toBe(false);
    expect(chunkOf.has('views/Home')).toBe(false);
  });

  it('leaves to the bundler what fewer pages share', () => {
    const chunkOf = tierChunkOf([...split, ...pages], withHome(0.9));
    expect(chunkOf.has('card')).toBe(false);
  });
});
