import { createRandom } from './random';
import { queryList } from './list-query';

interface Person {
  id: number;
  name: string;
  role: 'admin' | 'editor';
  age?: number;
}

const people: Person[] = [
  { id: 1, name: 'Mara Quill', role: 'admin', age: 40 },
  { id: 2, name: 'otto vance', role: 'editor', age: 9 },
  { id: 3, name: 'Ines Okafor', role: 'editor' },
  { id: 4, name: 'Item 10', role: 'admin', age: 31 },
  { id: 5, name: 'Item 2', role: 'editor', age: 31 },
];
const ids = (list: Person[]) => list.map((person) => person.id);
const searchIn = (person: Person) => [person.name, person.role];

describe('queryList', () => {
  it('answers everything when asked nothing', () => {
    expect(queryList(people)).toEqual({ items: people, total: 5 });
  });

  it('searches the given values without regard to case', () => {
    expect(ids(queryList(people, { q: ' VANCE ', searchIn }).items)).toEqual([2]);
    expect(ids(queryList(people, { q: 'admin', searchIn }).items)).toEqual([1, 4]);
  });

  it('filters on exact values, ignoring empty ones, and on any condition', () => {
    expect(ids(queryList(people, { filters: { role: 'editor' } }).items)).toEqual([2, 3, 5]);
    expect(ids(queryList(people, { filters: { role: '' } }).items)).toHaveLength(5);
    expect(ids(queryList(people, { where: (person) => (person.age ?? 0) > 30 }).items)).toEqual([
      1, 4, 5,
    ]);
  });

  it('sorts numbers, text (natural order, any case) and keeps missing values last either way', () => {
    expect(ids(queryList(people, { sortColumn: 'age' }).items)).toEqual([2, 4, 5, 1, 3]);
    expect(ids(queryList(people, { sortColumn: 'age', sort: 'desc' }).items)).toEqual([
      1, 4, 5, 2, 3,
    ]);
    expect(ids(queryList(people, { sortColumn: 'name' }).items)).toEqual([3, 5, 4, 1, 2]);
  });

  it('sorts again correctly after records are added, renamed or removed', () => {
    const source = people.map((person) => ({ ...person }));
    const names = () =>
      queryList(source, { sortColumn: 'name' }).items.map((person) => person.name);
    expect(names()).toEqual(['Ines Okafor', 'Item 2', 'Item 10', 'Mara Quill', 'otto vance']);

    source[0].name = 'Zeno Park';
    source.push({ id: 6, name: 'Ada Lin', role: 'admin' });
    source.splice(1, 1);
    expect(names()).toEqual(['Ada Lin', 'Ines Okafor', 'Item 2', 'Item 10', 'Zeno Park']);
    expect(queryList(source, { sortColumn: 'name', sort: 'desc' }).items[0].name).toBe('Zeno Park');
  });

  it('keeps texts that differ only by case in their order, either direction', () => {
    const twins: Person[] = [
      { id: 1, name: 'ada', role: 'admin' },
      { id: 2, name: 'Bo', role: 'admin' },
      { id: 3, name: 'ADA', role: 'editor' },
    ];
    expect(ids(queryList(twins, { sortColumn: 'name' }).items)).toEqual([1, 3, 2]);
    expect(ids(queryList(twins, { sortColumn: 'name', sort: 'desc' }).items)).toEqual([2, 1, 3]);
  });

  it('pages from 1 and reports the total of all pages', () => {
    expect(queryList(people, { page: 2, perPage: 2 })).toEqual({
      items: [people[2], people[3]],
      total: 5,
    });
    expect(queryList(people, { page: 9, perPage: 2 })).toEqual({ items: [], total: 5 });
  });

  it('does not reorder the source list', () => {
    const source = [...people];
    queryList(source, { sortColumn: 'name', sort: 'desc' });
    expect(source).toEqual(people);
  });

  // How fast it is, the bench script measures (`npm run bench`); a timed test would fail on a
  // busy machine.
  it('searches, filters, sorts and pages 10 000 records', () => {
    const random = createRandom(3);
    const many = Array.from({ length: 10_000 }, (_, index) => ({
      id: index + 1,
      name: `Person ${random.int(1, 1_000_000)}`,
      role: random.pick(['admin', 'editor'] as const),
    }));
    const { items, total } = queryList(many, {
      q: '1',
      searchIn,
      filters: { role: 'admin' },
      sortColumn: 'name',
      page: 3,
      perPage: 10,
    });
    const matching = many
      .filter((person) => person.role === 'admin' && person.name.includes('1'))
      .sort((a, b) => a.name.localeCompare(b.name, undefined, { numeric: true }));
    expect(total).toBe(matching.length);
    expect(total).toBeGreaterThan(100);
    expect(items.map((person) => person.name)).toEqual(
      matching.slice(20, 30).map((person) => person.name),
    );
  });
});
