import { render, screen, waitFor, within } from '@testing-library/react';
import { Button, Form, Input, Select } from 'antd';
import { useState } from 'react';
import { I18nextProvider } from 'react-i18next';
import { createTestI18n, featureResources, renderView, setupUser } from '../testing';
import { FormDrawer, FormDrawerActions, FormModal } from './FormDialogs';

interface Values {
  name: string;
  role: string;
}

const saved: Values = { name: 'Ada Lovelace', role: 'admin' };

function Fields() {
  return (
    <>
      <Form.Item name="name" label="Name" rules={[{ required: true, message: 'Enter a name.' }]}>
        <Input />
      </Form.Item>
      <Form.Item name="role" label="Role">
        <Select options={[{ value: 'admin' }, { value: 'editor' }]} />
      </Form.Item>
    </>
  );
}

/** An edit dialog the way features write one: the caller's form instance, the saved values. */
function EditInModal() {
  const [open, setOpen] = useState(false);
  const [form] = Form.useForm<Values>();
  return (
    <>
      <Button onClick={() => setOpen(true)}>Edit</Button>
      <FormModal
        form={form}
        open={open}
        title="Edit"
        onOk={() => form.submit()}
        onCancel={() => setOpen(false)}
      >
        <Form form={form} initialValues={saved} name="edit">
          <Fields />
        </Form>
      </FormModal>
    </>
  );
}

function EditInDrawer() {
  const [open, setOpen] = useState(false);
  const [form] = Form.useForm<Values>();
  return (
    <>
      <Button onClick={() => setOpen(true)}>Edit</Button>
      <FormDrawer form={form} open={open} title="Edit" onClose={() => setOpen(false)}>
        <Form form={form} initialValues={saved} name="edit" onFinish={() => undefined}>
          <Fields />
          <Button htmlType="submit">Save</Button>
        </Form>
      </FormDrawer>
    </>
  );
}

function AddForm() {
  const [form] = Form.useForm<Values>();
  return (
    <Form form={form} name="add">
      <Fields />
    </Form>
  );
}

/** A form created inside the dialog's content: destroyed with it. */
function AddInDrawer() {
  const [open, setOpen] = useState(false);
  return (
    <>
      <Button onClick={() => setOpen(true)}>Add</Button>
      <FormDrawer open={open} title="Add" onClose={() => setOpen(false)}>
        <AddForm />
      </FormDrawer>
    </>
  );
}

const dialog = async () => within(await screen.findByRole('dialog'));

describe.each([
  ['FormModal', EditInModal, 'Cancel'],
  ['FormDrawer', EditInDrawer, 'Close'],
])('%s', (_, Dialog, closeButton) => {
  it('opens with the focus in the first field', async () => {
    const user = setupUser();
    render(<Dialog />);
    await user.click(screen.getByRole('button', { name: 'Edit' }));
    const form = await dialog();
    await waitFor(() => expect(form.getByLabelText('Name')).toHaveFocus());
  });

  it('reopens on the saved values after a cancel: no unsaved change, no error', async () => {
    const user = setupUser();
    render(<Dialog />);
    await user.click(screen.getByRole('button', { name: 'Edit' }));
    let form = await dialog();
    await user.clear(form.getByLabelText('Name'));
    expect(await form.findByText('Enter a name.')).toBeInTheDocument();
    await user.click(form.getByRole('button', { name: closeButton }));
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());

    await user.click(screen.getByRole('button', { name: 'Edit' }));
    form = await dialog();
    expect(form.getByLabelText('Name')).toHaveValue(saved.name);
    expect(form.queryByText('Enter a name.')).toBeNull();
  });
});

it('FormDrawer without a form instance starts its own form empty each time', async () => {
  const user = setupUser();
  render(<AddInDrawer />);
  await user.click(screen.getByRole('button', { name: 'Add' }));
  let form = await dialog();
  await waitFor(() => expect(form.getByLabelText('Name')).toHaveFocus());
  await user.type(form.getByLabelText('Name'), 'Draft');
  await user.click(form.getByRole('button', { name: 'Close' }));
  await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
  await user.click(screen.getByRole('button', { name: 'Add' }));
  form = await dialog();
  expect(form.getByLabelText('Name')).toHaveValue('');
});

/** One dialog for several records, as the permissions page has. */
function EditOneOfTwo() {
  const [target, setTarget] = useState<Values | null>(null);
  const [form] = Form.useForm<Values>();
  return (
    <>
      <Button onClick={() => setTarget(saved)}>Edit Ada</Button>
      <Button onClick={() => setTarget({ name: 'Grace Hopper', role: 'editor' })}>
        Edit Grace
      </Button>
      <FormModal form={form} open={target !== null} title="Edit" onCancel={() => setTarget(null)}>
        <Form form={form} initialValues={target ?? {}} name="edit">
          <Fields />
        </Form>
      </FormModal>
    </>
  );
}

it("FormModal opens on each record's own saved values", async () => {
  const user = setupUser();
  render(<EditOneOfTwo />);
  await user.click(screen.getByRole('button', { name: 'Edit Ada' }));
  let form = await dialog();
  await user.type(form.getByLabelText('Name'), ' (draft)');
  await user.click(form.getByRole('button', { name: 'Cancel' }));
  await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());

  await user.click(screen.getByRole('button', { name: 'Edit Grace' }));
  form = await dialog();
  expect(form.getByLabelText('Name')).toHaveValue('Grace Hopper');
  await user.click(form.getByRole('button', { name: 'Cancel' }));
  await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());

  await user.click(screen.getByRole('button', { name: 'Edit Ada' }));
  form = await dialog();
  expect(form.getByLabelText('Name')).toHaveValue('Ada Lovelace');
});

it("FormDrawerActions cancels in the reader's language and submits the form, busy while it saves", async () => {
  const user = setupUser();
  const onCancel = jest.fn();
  const onFinish = jest.fn();
  const { rerender } = render(
    <I18nextProvider i18n={createTestI18n(featureResources(undefined), 'fr')}>
      <Form initialValues={saved} onFinish={onFinish}>
        <Fields />
        <FormDrawerActions submit="Enregistrer" onCancel={onCancel} />
      </Form>
    </I18nextProvider>,
  );
  await user.click(screen.getByRole('button', { name: 'Annuler' }));
  expect(onCancel).toHaveBeenCalledTimes(1);
  await user.click(screen.getByRole('button', { name: 'Enregistrer' }));
  await waitFor(() => expect(onFinish).toHaveBeenCalledWith(saved));

  rerender(
    <I18nextProvider i18n={createTestI18n(featureResources(undefined), 'fr')}>
      <Form initialValues={saved} onFinish={onFinish}>
        <FormDrawerActions submit="Enregistrer" pending onCancel={onCancel} />
      </Form>
    </I18nextProvider>,
  );
  expect(screen.getByRole('button', { name: /Enregistrer/ })).toHaveClass('ant-btn-loading');
});

it('FormDrawerActions on a page of its own cancels with a link back', async () => {
  const { router, user } = renderView({
    i18n: createTestI18n(featureResources(undefined)),
    path: '/things/new',
    element: (
      <Form initialValues={saved}>
        <FormDrawerActions submit="Save" cancelTo="/things" />
      </Form>
    ),
    routes: [{ path: '/things', element: <p>The things</p> }],
  });
  await user.click(screen.getByRole('link', { name: 'Cancel' }));
  expect(await screen.findByText('The things')).toBeInTheDocument();
  expect(router.state.location.pathname).toBe('/things');
});
