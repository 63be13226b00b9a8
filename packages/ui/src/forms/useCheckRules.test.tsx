import { act, screen, waitFor } from '@testing-library/react';
import { Button, Form, Input } from 'antd';
import en from '../../locales/en/common.json';
import fr from '../../locales/fr/common.json';
import { createTestI18n, renderView } from '../testing';
import { useCheckRules, type ValuesCheck } from './useCheckRules';

const i18n = createTestI18n({ en: { common: en }, fr: { common: fr } });

interface Values {
  email?: string;
  lines?: { cost?: string }[];
}

// Says what a server would: the contract's phrases, by field path.
const check: ValuesCheck<Values> = (values) => {
  const problems: Record<string, string> = {};
  if (!values.email) problems.email = 'is required';
  else if (!values.email.includes('@')) problems.email = 'must be a valid email address';
  if (Number(values.lines?.[0]?.cost) > 10) problems['lines.0.cost'] = 'must be at most 10';
  if (values.email === 'taken@b.co') problems.email = 'This address is taken.';
  return Object.keys(problems).length ? problems : undefined;
};

function CheckedForm({ onFinish }: { onFinish: (values: Values) => void }) {
  const rule = useCheckRules(check);
  return (
    <Form<Values> onFinish={onFinish} initialValues={{ lines: [{ cost: '3' }] }}>
      <Form.Item name="email" label="Email" rules={[rule('email')]}>
        <Input />
      </Form.Item>
      <Form.Item name={['lines', 0, 'cost']} label="Cost" rules={[rule(['lines', 0, 'cost'])]}>
        <Input />
      </Form.Item>
      <Button htmlType="submit">Send</Button>
    </Form>
  );
}

describe('useCheckRules', () => {
  it('shows each field’s problem under it, in the words of a server refusal, and sends nothing', async () => {
    const onFinish = jest.fn();
    const { user } = renderView({ i18n, element: <CheckedForm onFinish={onFinish} /> });
    await user.click(screen.getByRole('button', { name: 'Send' }));
    expect(await screen.findByText('This field is required.')).toBeInTheDocument();

    await user.type(screen.getByLabelText('Email'), 'nobody');
    expect(await screen.findByText('Enter a valid email address.')).toBeInTheDocument();
    await user.clear(screen.getByLabelText('Cost'));
    await user.type(screen.getByLabelText('Cost'), '12');
    await user.click(screen.getByRole('button', { name: 'Send' }));
    expect(await screen.findByText('Enter at most 10.')).toBeInTheDocument();
    expect(onFinish).not.toHaveBeenCalled();
  });

  it('keeps a sentence the check wrote for people as it is', async () => {
    const { user } = renderView({ i18n, element: <CheckedForm onFinish={jest.fn()} /> });
    await user.type(screen.getByLabelText('Email'), 'taken@b.co');
    expect(await screen.findByText('This address is taken.')).toBeInTheDocument();
  });

  it('sends the values once the check takes them', async () => {
    const onFinish = jest.fn();
    const { user } = renderView({ i18n, element: <CheckedForm onFinish={onFinish} /> });
    await user.type(screen.getByLabelText('Email'), 'ann@b.co');
    await user.click(screen.getByRole('button', { name: 'Send' }));
    await waitFor(() =>
      expect(onFinish).toHaveBeenCalledWith({ email: 'ann@b.co', lines: [{ cost: '3' }] }),
    );
  });

  it('says it in French', async () => {
    await act(() => i18n.changeLanguage('fr'));
    try {
      const { user } = renderView({ i18n, element: <CheckedForm onFinish={jest.fn()} /> });
      await user.type(screen.getByLabelText('Email'), 'nobody');
      expect(await screen.findByText(fr.fieldErrors.email)).toBeInTheDocument();
    } finally {
      await act(() => i18n.changeLanguage('en'));
    }
  });
});
