import {
  allKeys,
  ancestorsOfMatches,
  dropNode,
  initialTree,
  moveAmongSiblings,
  parentKeys,
  placeAmongSiblings,
  type OrgNode,
} from './tree';

/** The tree as text: `company(finance(payroll audit) …)`. */
const shape = (nodes: OrgNode[]): string =>
  nodes
    .map((node) => (node.children ? `${node.key}(${shape(node.children)})` : node.key))
    .join(' ');

describe('the demo tree', () => {
  it('lists its keys and the ones that can be expanded', () => {
    expect(allKeys(initialTree)).toHaveLength(15);
    expect(parentKeys(initialTree)).toEqual(['company', 'finance', 'engineering', 'sales']);
  });

  it('finds the branches to open to show every match', () => {
    expect(ancestorsOfMatches(initialTree, (key) => key === 'mobile').sort()).toEqual([
      'company',
      'engineering',
    ]);
    expect(ancestorsOfMatches(initialTree, () => false)).toEqual([]);
  });

  it('drops a node beside another, in another branch', () => {
    const tree = dropNode(initialTree, 'audit', 'web', 'after');
    expect(shape(tree)).toBe(
      'company(finance(payroll purchasing) engineering(web audit mobile platform quality) sales(europe americas asia) support)',
    );
    // The original is left as it was.
    expect(shape(initialTree)).toContain('finance(payroll audit purchasing)');
  });

  it('drops a node into another, as its first child', () => {
    expect(shape(dropNode(initialTree, 'support', 'sales', 'inside'))).toContain(
      'sales(support europe americas asia)',
    );
  });

  it('refuses to drop a branch into itself', () => {
    expect(dropNode(initialTree, 'engineering', 'web', 'inside')).toBe(initialTree);
    expect(dropNode(initialTree, 'web', 'web', 'before')).toBe(initialTree);
    expect(dropNode(initialTree, 'nowhere', 'web', 'before')).toBe(initialTree);
  });

  it('moves a node among its siblings, and stops at either end', () => {
    const up = moveAmongSiblings(initialTree, 'mobile', -1);
    expect(shape(up)).toContain('engineering(mobile web platform quality)');
    expect(placeAmongSiblings(up, 'mobile')).toEqual({ place: 1, size: 4 });
    expect(moveAmongSiblings(up, 'mobile', -1)).toBe(up);
    expect(shape(moveAmongSiblings(initialTree, 'support', 1))).toBe(shape(initialTree));
  });
});
