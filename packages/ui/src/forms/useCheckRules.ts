import type { FormRule } from 'antd';
import { useCallback } from 'react';
import { useTranslation } from 'react-i18next';
import { fieldMessage } from './useShowServerError';

/** What a check refuses in a form's values: each field's message by its path (`items.0.cost`). */
export type ValuesCheck<Values> = (values: Values) => Record<string, string> | undefined;

/**
 * Field rules from one check of the whole form, usually the contract's schema run in the
 * browser (`(values) => inputProblems(newUserSchema, values)` from api-client): each field shows
 * its own problem, said as a server refusal of that field would be (`fieldMessage`), so the form
 * and the server never word one mistake two ways.
 *
 * `const rule = useCheckRules(check); <Form.Item name="email" rules={[rule('email')]}>`
 */
export function useCheckRules<Values>(check: ValuesCheck<Values>) {
  const { t, i18n } = useTranslation('common');
  return useCallback(
    (name: string | readonly (string | number)[]): FormRule =>
      ({ getFieldsValue }) => ({
        validator: async () => {
          const path = typeof name === 'string' ? name : name.join('.');
          const problem = check(getFieldsValue(true) as Values)?.[path];
          if (problem) throw new Error(fieldMessage(problem, t, i18n.language));
        },
      }),
    [check, t, i18n.language],
  );
}
