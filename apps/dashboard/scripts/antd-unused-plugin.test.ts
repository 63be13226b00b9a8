import { unusedParts, unusedPartsUsedBy } from './antd-unused-plugin';

describe('antd parts left out of the build', () => {
  it('finds code that uses a left-out part', () => {
    expect(
      unusedPartsUsedBy("{ key: 'role', filters: [{ text: 'A', value: 'a' }], onFilter }"),
    ).toEqual([unusedParts[0].feature]);
    expect(unusedPartsUsedBy('<Table rowKey="id" virtual scroll={{ y: 400 }} />')).toEqual([
      unusedParts[1].feature,
    ]);
    expect(unusedPartsUsedBy('<Card tabList={tabs} onTabChange={setTab} />')).toEqual([
      unusedParts[2].feature,
    ]);
    expect(unusedPartsUsedBy('<Input.OTP length={6} />')).toEqual(['Input.Search and Input.OTP']);
    expect(unusedPartsUsedBy('const { Search } = Input;')).toEqual(['Input.Search and Input.OTP']);
    expect(unusedPartsUsedBy('<Typography.Text copyable>{id}</Typography.Text>')).toEqual([
      'editable and copyable Typography',
    ]);
    expect(unusedPartsUsedBy('<Tag.CheckableTag checked />')).toEqual([
      'Tag.CheckableTag and Tag.CheckableTagGroup',
    ]);
  });

  it('lets the code Tessera writes through', () => {
    const page = `
      import virtualLocales from 'virtual:tessera-locales';
      const spec = { filters: { role: userRoles }, sort: { column: 'fullName' } };
      <FilterSelect {...list.filter('role')} onFilterChange={change} />
      <Card title="Users"><Tabs items={items} /></Card>
      <Input.Password autoComplete="current-password" /><SearchModal open />
      <Typography.Text ellipsis>{text}</Typography.Text>
      <Input.TextArea rows={3} /><ServerTable rowSelection={selection} />`;
    expect(unusedPartsUsedBy(page)).toEqual([]);
  });
});
