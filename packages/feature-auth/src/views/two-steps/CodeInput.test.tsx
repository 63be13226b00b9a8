import { render, screen } from '@testing-library/react';
import { useState } from 'react';
import { I18nextProvider } from 'react-i18next';
import { createTestI18n, featureResources, setupUser } from '@tessera/ui/testing';
import { CodeInput, isCompleteCode } from './CodeInput';

function ControlledCode() {
  const [value, setValue] = useState('');
  return (
    <>
      <CodeInput value={value} onChange={setValue} />
      <output data-testid="code">{value}</output>
    </>
  );
}

const box = (n: number) => screen.getByRole('textbox', { name: `Digit ${n} of 6` });
const code = () => screen.getByTestId('code').textContent;

function renderCode() {
  render(
    <I18nextProvider i18n={createTestI18n(featureResources('auth'))}>
      <ControlledCode />
    </I18nextProvider>,
  );
  return setupUser();
}

describe('CodeInput', () => {
  it('moves to the next box as digits are typed and ignores letters', async () => {
    const user = renderCode();
    await user.click(box(1));
    await user.keyboard('1x2');
    expect(code()).toBe('12');
    expect(box(3)).toHaveFocus();
  });

  it('Backspace clears the current box, then moves back', async () => {
    const user = renderCode();
    await user.click(box(1));
    await user.keyboard('123');
    expect(box(4)).toHaveFocus();
    await user.keyboard('{Backspace}');
    expect(box(3)).toHaveFocus();
    expect(code()).toBe('12');
    await user.keyboard('{Backspace}');
    expect(code()).toBe('1');
    expect(box(2)).toHaveFocus();
  });

  it('a pasted code fills every box, whichever box it lands in', async () => {
    const user = renderCode();
    await user.click(box(3));
    await user.paste('123 456');
    expect(code()).toBe('123456');
    expect([1, 2, 3, 4, 5, 6].map((n) => (box(n) as HTMLInputElement).value).join('')).toBe(
      '123456',
    );
    expect(box(6)).toHaveFocus();
    expect(isCompleteCode(code() ?? '', 6)).toBe(true);
  });

  it('a code is complete with six digits only', () => {
    expect(isCompleteCode('12 456', 6)).toBe(false);
    expect(isCompleteCode(undefined, 6)).toBe(false);
  });
});
