import {
  listQuerySchema,
  mainSearchResponseSchema,
  maxPerPage,
  permissionListQuerySchema,
  userListQuerySchema,
  newUserSchema,
  registerRejectionSchema,
  toggleBookmarkInputSchema,
  updateUserInputSchema,
  userDataSchema,
} from './schemas';
import { adminUser } from './test/fixtures';

describe('contract schemas', () => {
  it('userData refuses a password riding along', () => {
    expect(userDataSchema.safeParse(adminUser).success).toBe(true);
    expect(userDataSchema.safeParse({ ...adminUser, password: 'admin' }).success).toBe(false);
  });

  it('a register rejection names at least one field', () => {
    expect(registerRejectionSchema.safeParse({ error: { email: 'In use.' } }).success).toBe(true);
    expect(registerRejectionSchema.safeParse({ error: {} }).success).toBe(false);
  });

  it("list queries take typed values (reading query text is the server's job)", () => {
    expect(listQuerySchema.parse({ page: 3 })).toMatchObject({ page: 3 });
    for (const bad of ['3', 1.5, 0, -2, null]) {
      expect(listQuerySchema.safeParse({ page: bad }).success).toBe(false);
    }
  });

  it.each([
    ['users', userListQuerySchema],
    ['permissions', permissionListQuerySchema],
  ])('%s pages hold at most maxPerPage (100) items', (_, schema) => {
    expect(maxPerPage).toBe(100);
    expect(schema.safeParse({ perPage: 100 }).success).toBe(true);
    expect(schema.safeParse({ perPage: 101 }).success).toBe(false);
  });

  it('list queries get their defaults', () => {
    expect(listQuerySchema.parse({})).toEqual({ q: '', page: 1, perPage: 10, sort: 'asc' });
    expect(
      listQuerySchema.parse({
        q: ' ada ',
        page: 3,
        perPage: 25,
        sort: 'desc',
        sortColumn: 'x',
      }),
    ).toEqual({ q: 'ada', page: 3, perPage: 25, sort: 'desc', sortColumn: 'x' });
    expect(listQuerySchema.safeParse({ sort: 'up' }).success).toBe(false);
  });

  it('a user edit keeps only the fields sent (no defaults fill in the rest)', () => {
    expect(updateUserInputSchema.parse({ id: 3, status: 'inactive' })).toEqual({
      id: 3,
      status: 'inactive',
    });
    expect(updateUserInputSchema.safeParse({ id: 3 }).success).toBe(false);
    const newUser = newUserSchema.parse({
      fullName: 'Mara Quill',
      username: 'mara',
      email: 'mara@example.com',
      contact: '+1 555 0100',
      country: 'Chile',
      role: 'editor',
      currentPlan: 'team',
    });
    expect(newUser).toMatchObject({ company: '', status: 'pending', billing: 'Auto Debit' });
  });

  it('search groups are told apart by their title', () => {
    const file = { title: 'Notes', by: 'Mara Quill', size: '1 KB', file: 'txt' };
    const parsed = mainSearchResponseSchema.safeParse({
      searchArr: [{ groupTitle: 'Files', searchLimit: 4, data: [file] }],
    });
    expect(parsed.success).toBe(true);
    expect(
      mainSearchResponseSchema.safeParse({
        searchArr: [{ groupTitle: 'Contacts', searchLimit: 4, data: [file] }],
      }).success,
    ).toBe(false);
  });

  it('a bookmark names a page by its path, and nothing else', () => {
    expect(toggleBookmarkInputSchema.safeParse({ link: '/apps/user/list' }).success).toBe(true);
    for (const link of ['apps/user/list', 'https://example.com/', '/a b', '/x?y=1', 3]) {
      expect(toggleBookmarkInputSchema.safeParse({ link }).success).toBe(false);
    }
  });
});
