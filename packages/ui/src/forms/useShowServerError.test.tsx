import { fireEvent, screen } from '@testing-library/react';
import { Form, Input, Select } from 'antd';
import en from '../../locales/en/common.json';
import fr from '../../locales/fr/common.json';
import { createTestI18n, renderView } from '../testing';
import { fieldMessage, useShowServerError } from './useShowServerError';

const i18n = createTestI18n({ en: { common: en } });
const fields = ['email', 'items', 'to'] as const;

/** A form whose submit fails with `failure`, shown through the hook. */
function RefusedForm({ failure }: { failure: unknown }) {
  const [form] = Form.useForm();
  const showServerError = useShowServerError(form, fields);
  return (
    <Form
      form={form}
      initialValues={{ email: 'a@b.test', items: [{ cost: 3 }], to: ['a@b.test', 'c@d'] }}
    >
      <Form.Item name="email" label="Email">
        <Input />
      </Form.Item>
      <Form.Item name={['items', 0, 'cost']} label="Cost of line 1">
        <Input />
      </Form.Item>
      <Form.Item name="to" label="To">
        <Select mode="tags" open={false} />
      </Form.Item>
      <button type="button" onClick={() => showServerError(failure)}>
        Save
      </button>
    </Form>
  );
}

const refusal = (fieldErrors: Record<string, string>) => ({
  status: 400,
  message: 'Check the fields.',
  fieldErrors,
});

describe('useShowServerError', () => {
  it("puts the server's field messages under their fields, line items' too, and no toast", async () => {
    renderView({
      i18n,
      element: (
        <RefusedForm
          failure={refusal({
            email: 'This email is already in use.',
            'items.0.cost': 'Enter a cost of 0 or more.',
          })}
        />
      ),
    });
    fireEvent.click(screen.getByRole('button', { name: 'Save' }));
    expect(await screen.findByText('This email is already in use.')).toBeInTheDocument();
    expect(await screen.findByText('Enter a cost of 0 or more.')).toBeInTheDocument();
    expect(screen.queryByText('Check the fields.')).toBeNull();
  });

  it('puts a message about one value of a list under the control that edits the list', async () => {
    renderView({
      i18n,
      element: <RefusedForm failure={refusal({ 'to.1': 'c@d is not a valid email address.' })} />,
    });
    fireEvent.click(screen.getByRole('button', { name: 'Save' }));
    const message = await screen.findByText('c@d is not a valid email address.');
    expect(message.closest('.ant-form-item')).toHaveTextContent('To');
    expect(screen.queryByText('Check the fields.')).toBeNull();
  });

  it('says anything else in the words every app uses, as a toast', async () => {
    renderView({
      i18n,
      element: <RefusedForm failure={{ status: 403, message: 'Forbidden' }} />,
    });
    fireEvent.click(screen.getByRole('button', { name: 'Save' }));
    expect(await screen.findByText('You are not allowed to do this.')).toBeInTheDocument();
  });

  it("toasts the server's sentence when it names no field of this form", async () => {
    renderView({
      i18n,
      element: <RefusedForm failure={refusal({ country: 'Pick a country.' })} />,
    });
    fireEvent.click(screen.getByRole('button', { name: 'Save' }));
    expect(await screen.findByText('Check the fields.')).toBeInTheDocument();
    expect(screen.queryByText('Pick a country.')).toBeNull();
  });
});

describe("useShowServerError: the contract's words in the user's language", () => {
  const french = createTestI18n({ en: { common: en }, fr: { common: fr } }, 'fr');

  it('says a refused address, a length and a limit in French, numbers written the French way', async () => {
    renderView({
      i18n: french,
      element: (
        <RefusedForm
          failure={refusal({
            'to.0': 'must be a valid email address',
            email: 'must be at most 254 characters long',
            'items.0.cost': 'must be at most 1000000',
          })}
        />
      ),
    });
    fireEvent.click(screen.getByRole('button', { name: 'Save' }));
    expect(await screen.findByText('Saisissez une adresse e-mail valide.')).toBeInTheDocument();
    expect(screen.getByText('Utilisez au plus 254 caractères.')).toBeInTheDocument();
    expect(screen.getByText(/^Saisissez au plus 1\s000\s000\.$/)).toBeInTheDocument();
    expect(screen.queryByText(/must be/)).toBeNull();
  });

  it('keeps a sentence the server wrote for people as it is', () => {
    const t = (key: string) => key;
    expect(fieldMessage('This email is already in use.', t, 'fr')).toBe(
      'This email is already in use.',
    );
    expect(fieldMessage('must have at most 64 characters before the @', t, 'en')).toBe(
      'common:fieldErrors.localPart',
    );
    expect(fieldMessage('must be a phone number', t, 'en')).toBe('common:fieldErrors.phone');
    expect(
      fieldMessage('must be 3 to 30 letters, digits, dots, dashes or underscores', t, 'en'),
    ).toBe('common:fieldErrors.username');
  });

  it('writes a day the server names the language’s way', () => {
    const t = (key: string, options?: Record<string, unknown>) =>
      `${key} ${String(options?.limit)}`;
    expect(fieldMessage('must be on or after 2000-01-01', t, 'en')).toBe(
      'common:fieldErrors.dayFrom Jan 1, 2000',
    );
    expect(fieldMessage('must be on or before 2099-12-31', t, 'fr')).toBe(
      'common:fieldErrors.dayUntil 31 déc. 2099',
    );
  });

  it('names the characters a field can’t print, as the server named them', () => {
    const t = (key: string, options?: Record<string, unknown>) =>
      `${key} ${String(options?.limit)}`;
    expect(fieldMessage("contains 绿 茶 ◌् 1, which can't be printed on the PDF", t, 'fr')).toBe(
      'common:fieldErrors.unprintable 绿 茶 ◌् 1',
    );
  });
});
