import { screen, waitFor, within } from '@testing-library/react';
import { api, type User } from '@tessera/api-client';
import { client, setupFakeServer, signIn } from '@tessera/fake-server/testing';
import { type setupUser, openFeature } from '@tessera/ui/testing';
import { usersFeature } from '../../index';

setupFakeServer();
beforeEach(() => signIn());

type Tester = ReturnType<typeof setupUser>;

const table = () =>
  screen.getByText('Users', { selector: 'caption' }).closest('table') as HTMLElement;
const shownNames = () =>
  Array.from(table().querySelectorAll('tr[data-row-key]')).map(
    (row) => row.querySelector('a')?.textContent,
  );
const totalText = (count: number) => new RegExp(`of ${count} entries`);
const statValue = (title: string) =>
  within(screen.getByTestId('user-stats'))
    .getByText(title)
    .closest('.stat-card')
    ?.querySelector('h3')?.textContent;

function openList(entry = '/apps/user/list') {
  return openFeature(usersFeature, entry, () => expect(shownNames().length).toBeGreaterThan(0));
}

/** jsdom's Blob has no text(): read it the older way. */
const readBlob = (blob: Blob) =>
  new Promise<string>((resolve) => {
    const reader = new FileReader();
    reader.onload = () => resolve(String(reader.result));
    reader.readAsText(blob);
  });

const newcomer = {
  fullName: 'Aaron Aardvark',
  username: 'aaron.aardvark',
  email: 'aaron@example.com',
  contact: '+1 (555) 010-2030',
  country: 'Iceland',
  company: 'Fjord Works',
};

async function openAddForm(user: Tester) {
  await user.click(screen.getByRole('button', { name: /Add new user/ }));
  // By its title's text: in tests antd gives every dialog the same id, so names do not resolve.
  const drawer = await screen.findByRole('dialog');
  expect(drawer).toHaveTextContent('Add a new user');
  return within(drawer);
}

const labels = {
  fullName: 'Full name',
  username: 'Username',
  email: 'Email',
  contact: 'Contact',
  company: 'Company',
  country: 'Country',
} as const;

/** Fills each text field in one go (pasting: typing every key re-renders the form each time). */
async function fillAddForm(user: Tester, form: ReturnType<typeof within>, values: typeof newcomer) {
  for (const [field, label] of Object.entries(labels)) {
    await user.click(form.getByLabelText(label));
    await user.paste(values[field as keyof typeof labels]);
  }
}

describe('changing the user list', () => {
  let everyone: User[];
  beforeEach(async () => {
    everyone = await api.users.all();
  });

  it('adds a user: it appears in the list and the totals grow', async () => {
    const { user } = await openList();
    const form = await openAddForm(user);
    await fillAddForm(user, form, newcomer);
    await user.click(form.getByRole('button', { name: 'Add user' }));

    expect(await screen.findByText('Aaron Aardvark was added.')).toBeInTheDocument();
    await waitFor(() => expect(shownNames()[0]).toBe('Aaron Aardvark'));
    expect(screen.getByText(totalText(everyone.length + 1))).toBeInTheDocument();
    await waitFor(() => expect(statValue('Total users')).toBe(String(everyone.length + 1)));
    expect(await api.users.all()).toContainEqual(
      expect.objectContaining({ ...newcomer, role: 'subscriber', currentPlan: 'basic' }),
    );
  });

  it('says a refused add in the words every app uses, and keeps the form open', async () => {
    const { user } = await openList();
    await signIn(client);
    const form = await openAddForm(user);
    await fillAddForm(user, form, newcomer);
    await user.click(form.getByRole('button', { name: 'Add user' }));
    expect(await screen.findByText('You are not allowed to do this.')).toBeInTheDocument();
    expect(screen.getByRole('dialog')).toHaveTextContent('Add a new user');
  });

  it('opens with the focus in its first field', async () => {
    const { user } = await openList();
    const form = await openAddForm(user);
    await waitFor(() => expect(form.getByLabelText('Full name')).toHaveFocus());
  });

  it('checks the fields before sending anything', async () => {
    const { user } = await openList();
    const form = await openAddForm(user);
    await user.click(form.getByRole('button', { name: 'Add user' }));
    expect(await form.findByText('Enter the full name.')).toBeInTheDocument();
    expect(await form.findByText('Enter an email address.')).toBeInTheDocument();

    await user.type(form.getByLabelText('Username'), 'no spaces allowed');
    await user.type(form.getByLabelText('Email'), 'not-an-email');
    await user.type(form.getByLabelText('Contact'), 'call me');
    expect(
      await form.findByText('Use 3 to 30 letters, digits, dots, dashes or underscores.'),
    ).toBeInTheDocument();
    expect(await form.findByText('Enter a valid email address.')).toBeInTheDocument();
    expect(await form.findByText(/Enter a phone number/)).toBeInTheDocument();
    expect(await api.users.all()).toHaveLength(everyone.length);
  });

  it('shows a taken email under the email field and keeps the form open', async () => {
    const { user } = await openList();
    const form = await openAddForm(user);
    await fillAddForm(user, form, { ...newcomer, email: everyone[3].email });
    await user.click(form.getByRole('button', { name: 'Add user' }));

    const emailField = form.getByLabelText('Email').closest('.ant-form-item') as HTMLElement;
    expect(
      await within(emailField).findByText('This email is already in use.'),
    ).toBeInTheDocument();
    expect(screen.getByRole('dialog')).toHaveTextContent('Add a new user');
    expect(await api.users.all()).toHaveLength(everyone.length);
  });

  it('deletes a user only once confirmed', async () => {
    const { user } = await openList();
    const [first] = shownNames();
    const target = everyone.find((person) => person.fullName === first) as User;

    await user.click(screen.getByRole('button', { name: `Delete ${target.fullName}` }));
    const dialog = await screen.findByRole('dialog');
    expect(dialog).toHaveTextContent(`Delete ${target.fullName}?`);
    await user.click(within(dialog).getByRole('button', { name: 'Cancel' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    expect(shownNames()[0]).toBe(target.fullName);
    expect(await api.users.all()).toHaveLength(everyone.length);

    await user.click(screen.getByRole('button', { name: `Delete ${target.fullName}` }));
    await user.click(
      within(await screen.findByRole('dialog')).getByRole('button', { name: 'Delete' }),
    );
    expect(await screen.findByText(`${target.fullName} was deleted.`)).toBeInTheDocument();
    await waitFor(() => expect(shownNames()).not.toContain(target.fullName));
    expect(screen.getByText(totalText(everyone.length - 1))).toBeInTheDocument();
    expect((await api.users.all()).map((person) => person.id)).not.toContain(target.id);
  });

  it('exports every user of the current filter as CSV, not only the page', async () => {
    const subscribers = everyone.filter((person) => person.role === 'subscriber');
    const saved: Blob[] = [];
    const createObjectURL = jest.fn((blob: Blob) => {
      saved.push(blob);
      return 'blob:users';
    });
    Object.assign(URL, { createObjectURL, revokeObjectURL: jest.fn() });
    const clicked = jest.spyOn(HTMLAnchorElement.prototype, 'click').mockImplementation(() => {});

    const { user } = await openList('/apps/user/list?role=subscriber&perPage=10');
    await user.click(screen.getByRole('button', { name: /Export CSV/ }));
    expect(await screen.findByText(`${subscribers.length} users exported.`)).toBeInTheDocument();

    const lines = (await readBlob(saved[0])).replace(/^\uFEFF/, '').split('\r\n');
    expect(lines[0]).toBe(
      'Full name,Username,Email,Role,Plan,Billing,Status,Company,Country,Contact',
    );
    expect(lines).toHaveLength(subscribers.length + 1);
    expect(lines.slice(1).every((line) => line.includes(',Subscriber,'))).toBe(true);
    expect(clicked).toHaveBeenCalled();
    clicked.mockRestore();
  });
});
