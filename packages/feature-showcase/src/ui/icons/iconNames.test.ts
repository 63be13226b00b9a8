import * as antIcons from '@ant-design/icons';
import { iconNames, shardLoaders, shardOf } from './iconNames';

describe('icon shards', () => {
  it('name every icon of @ant-design/icons once (else run scripts/write-icon-shards.mjs)', () => {
    const exported = Object.keys(antIcons)
      .filter((name) => /(Outlined|Filled|TwoTone)$/.test(name))
      .sort();
    expect(iconNames).toEqual(exported);
  });

  it('each load the icons they are said to hold', async () => {
    const shards = await Promise.all(shardLoaders.map((load) => load()));
    const held = shards.flatMap((shard, index) =>
      Object.keys(shard).map((name) => [name, index] as const),
    );
    expect(new Map(held)).toEqual(shardOf);
    expect(held).toHaveLength(iconNames.length);
  });
});
