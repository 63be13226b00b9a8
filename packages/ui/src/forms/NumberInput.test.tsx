import { render, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { Button, Form } from 'antd';
import { I18nextProvider } from 'react-i18next';
import en from '../../locales/en/common.json';
import fr from '../../locales/fr/common.json';
import { createTestI18n } from '../testing';
import { NumberInput, useNumberRules, type NumberFieldValue } from './NumberInput';

interface Values {
  cost: NumberFieldValue;
}

function CostForm({ onFinish, initial }: { onFinish: (values: Values) => void; initial?: number }) {
  const rules = useNumberRules({ message: 'Enter a cost of 0 or more.', required: true, min: 0 });
  return (
    <Form onFinish={onFinish} initialValues={{ cost: initial ?? null }}>
      <Form.Item name="cost" label="Cost" rules={rules}>
        <NumberInput fractionDigits={2} />
      </Form.Item>
      <Button htmlType="submit">Save</Button>
    </Form>
  );
}

function renderIn(language: 'en' | 'fr', initial?: number) {
  const onFinish = jest.fn();
  const i18n = createTestI18n({ en: { common: en }, fr: { common: fr } }, language);
  render(
    <I18nextProvider i18n={i18n}>
      <CostForm onFinish={onFinish} initial={initial} />
    </I18nextProvider>,
  );
  return {
    onFinish,
    user: userEvent.setup(),
    field: screen.getByRole('textbox', { name: 'Cost' }),
  };
}

describe('NumberInput', () => {
  it('reads French money with a decimal comma and a space between thousands', async () => {
    const { onFinish, user, field } = renderIn('fr');
    await user.type(field, '1 234,56');
    await user.click(screen.getByRole('button', { name: 'Save' }));
    await waitFor(() => expect(onFinish).toHaveBeenCalledWith({ cost: 1234.56 }));
    // Left, the field writes it the French way.
    expect(field).toHaveValue('1\u202f234,56');
  });

  it('refuses what it cannot read, and says how to write it, without changing it', async () => {
    const { onFinish, user, field } = renderIn('fr');
    await user.type(field, '1.234,56');
    await user.click(screen.getByRole('button', { name: 'Save' }));
    await waitFor(() =>
      expect(screen.getByText('Écrivez un nombre comme 1 234,50.')).toBeVisible(),
    );
    expect(field).toHaveValue('1.234,56');
    expect(onFinish).not.toHaveBeenCalled();
  });

  it('in English, refuses a decimal comma rather than read it a hundred times too large', async () => {
    const { onFinish, user, field } = renderIn('en');
    await user.type(field, '12,50');
    await user.click(screen.getByRole('button', { name: 'Save' }));
    await waitFor(() => expect(screen.getByText('Write a number such as 1,234.50.')).toBeVisible());
    expect(onFinish).not.toHaveBeenCalled();
  });

  it('says what is wrong with a value out of range instead of changing it', async () => {
    const { onFinish, user, field } = renderIn('en');
    await user.type(field, '-5');
    await user.tab();
    await waitFor(() => expect(screen.getByText('Enter a cost of 0 or more.')).toBeVisible());
    expect(field).toHaveValue('-5.00');
    await user.click(screen.getByRole('button', { name: 'Save' }));
    expect(onFinish).not.toHaveBeenCalled();
  });

  it('shows the form’s value in the reader’s language', () => {
    const { field } = renderIn('fr', 6413.5);
    expect(field).toHaveValue('6\u202f413,50');
  });
});
