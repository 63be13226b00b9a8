import type { Plugin } from 'vite';

/**
 * A part of antd that one of its components imports whether or not a page uses it. antd cannot
 * leave these out itself (the component refers to them at render time), so the build answers
 * the import with a stub, and fails when the app's code uses the feature the part renders.
 */
interface UnusedPart {
  /** What the app would write to use it (in the build's error). */
  feature: string;
  /** The antd module importing the part, and its import. */
  importer: RegExp;
  source: string;
  /** The stub's code: the part's other exports, and a component that says what is missing. */
  stub: string;
  /** Source code using the feature. */
  usedBy: RegExp;
}

const missing = (feature: string) =>
  `export default function Unused() { throw new Error(${JSON.stringify(
    `antd's ${feature} is left out of this build (apps/dashboard/scripts/antd-unused-plugin.ts).`,
  )}); }`;

export const unusedParts: UnusedPart[] = [
  {
    // The filter menu of a column header (with Tree, Menu, Checkbox: ~13 KB gzip). Lists filter
    // on the server, through ListToolbar's FilterSelect.
    feature: 'table column filter menu (filters, filterDropdown, onFilter)',
    importer: /antd[\\/]es[\\/]table[\\/]hooks[\\/]useFilter[\\/]index\.js$/,
    source: './FilterDropdown',
    stub: `${missing('table column filter menu')}
export function flattenKeys(filters) {
  return (filters || []).flatMap(({ value, children }) => [value, ...(children ? flattenKeys(children) : [])]);
}`,
    usedBy:
      /\b(filterDropdown|onFilter|filteredValue|defaultFilteredValue|filterIcon|filterSearch|filterMode|filterMultiple)\b/,
  },
  {
    // The virtual-scrolling table (`<Table virtual>`), for lists of thousands of rows; ours page.
    feature: 'virtual table (virtual)',
    importer: /antd[\\/]es[\\/]table[\\/]InternalTable\.js$/,
    source: './RcTable/VirtualTable',
    stub: missing('virtual table'),
    usedBy: /<Table\b[^>]*\svirtual\b/,
  },
  {
    // A card's tabs in its header (`<Card tabList>`, ~6 KB gzip): pages put Tabs in the body.
    feature: 'card header tabs (tabList)',
    importer: /antd[\\/]es[\\/]card[\\/]Card\.js$/,
    source: '../tabs',
    stub: missing('card header tabs'),
    usedBy: /\b(tabList|activeTabKey|defaultActiveTabKey|onTabChange)\b/,
  },
  ...['./Search', './OTP'].map((source) => ({
    // Input's variants hang on Input (`Input.Search`…) whether used or not (on /login too):
    // forms here use Input, Input.Password and Input.TextArea (the invoices' notes).
    feature: 'Input.Search and Input.OTP',
    importer: /antd[\\/]es[\\/]input[\\/]index\.js$/,
    source,
    stub: missing(`Input's ${source.slice(2)}`),
    usedBy: /\bInput\.(Search|OTP)\b|\bOTP\b|\{[^}]*\b(Search|OTP)\b[^}]*\}\s*=\s*Input\b/,
  })),
  ...['../Editable', './CopyBtn'].map((source) => ({
    // Typography's in-place editing and copy button (with a TextArea and their icons).
    feature: 'editable and copyable Typography',
    importer: /antd[\\/]es[\\/]typography[\\/]Base[\\/]index\.js$/,
    source,
    stub: missing(`Typography's ${source.replace(/^\.+\//, '')}`),
    usedBy: /\b(editable|copyable)\b/,
  })),
  ...['./CheckableTag', './CheckableTagGroup'].map((source) => ({
    // Tag's checkable variants, hung on Tag (`Tag.CheckableTag`): pages pick with Select.
    feature: 'Tag.CheckableTag and Tag.CheckableTagGroup',
    importer: /antd[\\/]es[\\/]tag[\\/]index\.js$/,
    source,
    stub: missing(`Tag's ${source.slice(2)}`),
    usedBy: /\bCheckableTag/,
  })),
];

/** The features of `unusedParts` that this code uses. */
export function unusedPartsUsedBy(code: string): string[] {
  const features = unusedParts.filter((part) => part.usedBy.test(code)).map((part) => part.feature);
  return [...new Set(features)];
}

const stubPrefix = '\0tessera-antd-unused:';

/** Leaves out of the build the antd parts in `unusedParts` (see there). */
export function antdUnusedPlugin(): Plugin {
  return {
    name: 'tessera-antd-unused',
    apply: 'build',
    enforce: 'pre',
    resolveId(source, importer) {
      if (!importer) return null;
      const index = unusedParts.findIndex(
        (part) => part.source === source && part.importer.test(importer),
      );
      return index === -1 ? null : `${stubPrefix}${index}`;
    },
    load(id) {
      if (!id.startsWith(stubPrefix)) return null;
      return unusedParts[Number(id.slice(stubPrefix.length))].stub;
    },
    transform(code, id) {
      if (id.includes('node_modules') || id.startsWith('\0') || !/\.[jt]sx?$/.test(id)) return null;
      const used = unusedPartsUsedBy(code);
      if (used.length > 0)
        this.error(
          `${id} uses ${used.join(', ')}, which the build leaves out: remove it from ` +
            'unusedParts in apps/dashboard/scripts/antd-unused-plugin.ts.',
        );
      return null;
    },
  };
}
