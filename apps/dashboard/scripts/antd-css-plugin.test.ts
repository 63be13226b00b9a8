import {
  antdExportsFor,
  antdStyleFolders,
  antdStyleName,
  dropStyleFunctions,
  missingStyles,
} from './antd-css-plugin';

const antd = '/repo/node_modules/.pnpm/antd@6/node_modules/antd/es';

describe('antd build-time CSS', () => {
  it('reads the components a chunk uses from their style hooks', () => {
    const folders = antdStyleFolders([
      `${antd}/button/button.js`,
      `${antd}/button/style/index.js`,
      `${antd}/input/style/textarea.js`,
      `${antd}/date-picker/style/index.js`,
      `${antd}/config-provider/style/index.js`,
      '/repo/packages/ui/src/data/ServerTable.tsx',
    ]);
    expect([...folders].sort()).toEqual(['button', 'date-picker', 'input']);
  });

  it('knows which export renders a folder and which name its style registers', () => {
    expect(antdExportsFor('date-picker')).toEqual(['DatePicker']);
    expect(antdExportsFor('grid')).toEqual(['Row', 'Col']);
    expect(antdExportsFor('message')).toEqual(['message']);
    expect(antdStyleName('grid')).toBe('Grid');
    expect(antdStyleName('message')).toBe('Message');
  });

  it('names the components whose style the extraction did not register', () => {
    const registered = new Set(['Button', 'Grid', 'Input']);
    expect(missingStyles(['button', 'grid', 'table', 'input', 'back-top'], registered)).toEqual([
      'back-top',
      'table',
    ]);
  });
});

describe('dropping style functions', () => {
  it('replaces the style function of every style hook and keeps the token function', () => {
    const code = [
      "import { genStyleHooks, genSubStyleComponent } from '../../theme/internal';",
      'const genButtonStyle = (token) => ({ color: token.colorText });',
      "export const Compact = genSubStyleComponent(['Button', 'compact'], (token) => [genButtonStyle(token)], prepare);",
      "export default genStyleHooks('Button', (token) => [genButtonStyle(token)], prepare, { unitless: {} });",
    ].join('\n');
    const result = dropStyleFunctions(code) ?? '';
    expect(result).toContain("genStyleHooks('Button', () => [], prepare, { unitless: {} })");
    expect(result).toContain("genSubStyleComponent(['Button', 'compact'], () => [], prepare)");
    expect(result).not.toContain('[genButtonStyle(token)]');
  });

  it('leaves modules without a style hook alone', () => {
    expect(dropStyleFunctions('export const x = 1;')).toBeUndefined();
  });
});
