/** The fields a person fills in, in document order (antd's Select searches through an input). */
const fieldSelector = [
  'input:not([type="hidden"]):not([disabled]):not([readonly])',
  'input[role="combobox"]:not([disabled])',
  'textarea:not([disabled])',
  'select:not([disabled])',
].join(', ');

/** Moves the focus to the first field inside `container`; false when it holds none. */
export function focusFirstField(container: HTMLElement | null): boolean {
  const field = container?.querySelector<HTMLElement>(fieldSelector);
  if (!field) return false;
  // In a radio group, the keyboard's place is the chosen option.
  const chosen =
    field instanceof HTMLInputElement && field.type === 'radio'
      ? container?.querySelector<HTMLElement>(`input[type="radio"][name="${field.name}"]:checked`)
      : null;
  (chosen ?? field).focus();
  return true;
}
