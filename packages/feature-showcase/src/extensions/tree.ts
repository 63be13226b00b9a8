/** A node of the demo's tree: its key (also its text's key) and its children, in order. */
export interface OrgNode {
  key: string;
  children?: OrgNode[];
}

export const initialTree: OrgNode[] = [
  {
    key: 'company',
    children: [
      { key: 'finance', children: [{ key: 'payroll' }, { key: 'audit' }, { key: 'purchasing' }] },
      {
        key: 'engineering',
        children: [{ key: 'web' }, { key: 'mobile' }, { key: 'platform' }, { key: 'quality' }],
      },
      { key: 'sales', children: [{ key: 'europe' }, { key: 'americas' }, { key: 'asia' }] },
      { key: 'support' },
    ],
  },
];

/** Every key of the tree, parents before their children. */
export const allKeys = (nodes: OrgNode[]): string[] =>
  nodes.flatMap((node) => [node.key, ...allKeys(node.children ?? [])]);

/** The keys of the nodes that have children (those that can be expanded). */
export const parentKeys = (nodes: OrgNode[]): string[] =>
  nodes.flatMap((node) => (node.children?.length ? [node.key, ...parentKeys(node.children)] : []));

/** The keys of the ancestors of every node that `matches`, so that each match can be shown. */
export function ancestorsOfMatches(nodes: OrgNode[], matches: (key: string) => boolean): string[] {
  const found = new Set<string>();
  const walk = (list: OrgNode[], path: string[]) => {
    for (const node of list) {
      if (matches(node.key)) path.forEach((key) => found.add(key));
      walk(node.children ?? [], [...path, node.key]);
    }
  };
  walk(nodes, []);
  return [...found];
}

/** The list that holds `key`, and its place in it. */
function locate(nodes: OrgNode[], key: string): { list: OrgNode[]; index: number } | undefined {
  const index = nodes.findIndex((node) => node.key === key);
  if (index >= 0) return { list: nodes, index };
  for (const node of nodes) {
    const found = locate(node.children ?? [], key);
    if (found) return found;
  }
  return undefined;
}

const copy = (nodes: OrgNode[]): OrgNode[] =>
  nodes.map((node) => (node.children ? { ...node, children: copy(node.children) } : { ...node }));

const contains = (node: OrgNode, key: string): boolean =>
  (node.children ?? []).some((child) => child.key === key || contains(child, key));

/**
 * The tree once `dragged` is dropped on `target`: into it (as its first child), or beside it in
 * its list, before (`side` -1) or after (1), as antd's Tree reports a drop. A node dropped into
 * itself or its own branch leaves the tree as it was.
 */
export function dropNode(
  nodes: OrgNode[],
  dragged: string,
  target: string,
  where: 'inside' | 'before' | 'after',
): OrgNode[] {
  if (dragged === target) return nodes;
  const tree = copy(nodes);
  const from = locate(tree, dragged);
  if (!from || !locate(tree, target) || contains(from.list[from.index], target)) return nodes;
  const [node] = from.list.splice(from.index, 1);
  const to = locate(tree, target) as { list: OrgNode[]; index: number };
  if (where === 'inside') {
    const parent = to.list[to.index];
    parent.children = [node, ...(parent.children ?? [])];
  } else {
    to.list.splice(where === 'before' ? to.index : to.index + 1, 0, node);
  }
  return tree;
}

/** The tree with `key` one place up (-1) or down (1) among its siblings; unchanged at an end. */
export function moveAmongSiblings(nodes: OrgNode[], key: string, step: -1 | 1): OrgNode[] {
  const at = locate(nodes, key);
  if (!at) return nodes;
  const next = at.list[at.index + step];
  if (!next) return nodes;
  return dropNode(nodes, key, next.key, step === -1 ? 'before' : 'after');
}

/** Where a node is among its siblings: 1 of 3. */
export function placeAmongSiblings(nodes: OrgNode[], key: string) {
  const at = locate(nodes, key);
  return at && { place: at.index + 1, size: at.list.length };
}
