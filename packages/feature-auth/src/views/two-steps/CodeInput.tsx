import { Input, type InputRef } from 'antd';
import { useRef, type ClipboardEvent, type KeyboardEvent } from 'react';
import { useTranslation } from 'react-i18next';

/** A code as the form stores it: one character per box, a space for an empty one. */
const EMPTY = ' ';

export function isCompleteCode(value: string | undefined, length: number): boolean {
  return new RegExp(`^\\d{${length}}$`).test(value ?? '');
}

interface CodeInputProps {
  /** Set by Form.Item. */
  value?: string;
  onChange?: (value: string) => void;
  length?: number;
  /** Id of the visible label of the whole code. */
  labelledBy?: string;
}

/**
 * One box per digit: typing moves to the next box, Backspace clears and moves back, arrows move,
 * and pasting a code fills the boxes from the first one.
 */
export function CodeInput({ value = '', onChange, length = 6, labelledBy }: CodeInputProps) {
  const { t } = useTranslation('auth');
  const boxes = useRef<(InputRef | null)[]>([]);
  const digits = Array.from({ length }, (_, i) => (value[i] ?? EMPTY).trim());

  const focusBox = (index: number) =>
    boxes.current[Math.max(0, Math.min(index, length - 1))]?.focus();
  const write = (next: string[]) =>
    onChange?.(
      next
        .map((d) => d || EMPTY)
        .join('')
        .trimEnd(),
    );

  const setDigit = (index: number, digit: string) => {
    const next = [...digits];
    next[index] = digit;
    write(next);
  };

  const type = (index: number, typed: string) => {
    const digit = typed.replace(/\D/g, '').slice(-1);
    if (typed && !digit) return; // not a digit: refused
    setDigit(index, digit);
    if (digit) focusBox(index + 1);
  };

  const onKeyDown = (index: number, event: KeyboardEvent<HTMLInputElement>) => {
    if (event.key === 'Backspace') {
      event.preventDefault();
      // A filled box is cleared first; from an empty box, Backspace clears the one before.
      const target = digits[index] ? index : index - 1;
      if (target < 0) return;
      setDigit(target, '');
      focusBox(target);
    } else if (event.key === 'ArrowLeft' || event.key === 'ArrowRight') {
      event.preventDefault();
      focusBox(index + (event.key === 'ArrowLeft' ? -1 : 1));
    }
  };

  const onPaste = (index: number, event: ClipboardEvent<HTMLInputElement>) => {
    event.preventDefault();
    const pasted = event.clipboardData.getData('text').replace(/\D/g, '').slice(0, length);
    if (!pasted) return;
    // A whole code fills every box; a few digits fill from the box they were pasted into.
    const start = pasted.length === length ? 0 : index;
    const next = [...digits];
    [...pasted].slice(0, length - start).forEach((digit, offset) => (next[start + offset] = digit));
    write(next);
    focusBox(start + pasted.length);
  };

  return (
    <div className="auth-code" role="group" aria-labelledby={labelledBy}>
      {digits.map((digit, index) => (
        <Input
          // The boxes never reorder: the position is the identity.
          key={index}
          ref={(box) => {
            boxes.current[index] = box;
          }}
          className="auth-code__digit"
          value={digit}
          maxLength={1}
          inputMode="numeric"
          autoComplete={index === 0 ? 'one-time-code' : 'off'}
          aria-label={t('twoSteps.digit', { index: index + 1, total: length })}
          onChange={(event) => type(index, event.target.value)}
          onKeyDown={(event) => onKeyDown(index, event)}
          onPaste={(event) => onPaste(index, event)}
          onFocus={(event) => event.target.select()}
        />
      ))}
    </div>
  );
}
