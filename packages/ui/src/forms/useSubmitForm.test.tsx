import { screen, waitFor } from '@testing-library/react';
import { Form, Input } from 'antd';
import { useState } from 'react';
import en from '../../locales/en/common.json';
import { createTestI18n, renderView } from '../testing';
import { FormDrawerActions } from './FormDialogs';
import { useSubmitForm } from './useSubmitForm';

const i18n = createTestI18n({ en: { common: en } });

interface TagValues {
  name: string;
}

/** A form adding a tag through `send`; once added it says which and closes. */
function AddTagForm({ send }: { send: (values: TagValues) => Promise<{ id: number }> }) {
  const [closedWith, setClosedWith] = useState<number | null>(null);
  const { formProps, saving } = useSubmitForm({
    name: 'add-tag',
    fields: ['name'],
    send,
    success: ({ id }, { name }) => `Tag ${name} added as #${id}.`,
    onSaved: ({ id }) => setClosedWith(id),
  });
  if (closedWith !== null) return <p>Closed after #{closedWith}</p>;
  return (
    <Form<TagValues> {...formProps}>
      <Form.Item name="name" label="Name">
        <Input />
      </Form.Item>
      <FormDrawerActions submit="Add tag" pending={saving} onCancel={() => undefined} />
    </Form>
  );
}

async function submitName(send: (values: TagValues) => Promise<{ id: number }>) {
  const view = renderView({ i18n, element: <AddTagForm send={send} /> });
  await view.user.type(screen.getByRole('textbox', { name: 'Name' }), 'urgent');
  await view.user.click(screen.getByRole('button', { name: 'Add tag' }));
  return view;
}

describe('useSubmitForm', () => {
  it('sends the values, says it is done, then moves on', async () => {
    const send = jest.fn(() => Promise.resolve({ id: 4 }));
    await submitName(send);
    expect(await screen.findByText('Tag urgent added as #4.')).toBeInTheDocument();
    expect(screen.getByText('Closed after #4')).toBeInTheDocument();
    expect(send).toHaveBeenCalledWith({ name: 'urgent' });
  });

  it('shows the submit busy while the values are on their way', async () => {
    let answer: (value: { id: number }) => void = () => undefined;
    await submitName(() => new Promise((resolve) => (answer = resolve)));
    await waitFor(() =>
      expect(screen.getByRole('button', { name: /Add tag/ })).toHaveClass('ant-btn-loading'),
    );
    answer({ id: 5 });
    expect(await screen.findByText('Closed after #5')).toBeInTheDocument();
  });

  it('puts a refusal about a field under it, and stays open', async () => {
    await submitName(() =>
      Promise.reject({
        status: 409,
        message: 'Taken.',
        fieldErrors: { name: 'This tag already exists.' },
      }),
    );
    expect(await screen.findByText('This tag already exists.')).toBeInTheDocument();
    expect(screen.queryByText(/Closed after/)).toBeNull();
    expect(screen.getByRole('button', { name: 'Add tag' })).not.toHaveClass('ant-btn-loading');
  });

  it('says any other failure in the common words', async () => {
    await submitName(() => Promise.reject({ status: 0, message: 'Network Error' }));
    expect(await screen.findByText(en.errors.network)).toBeInTheDocument();
    expect(screen.queryByText(/Closed after/)).toBeNull();
  });
});
