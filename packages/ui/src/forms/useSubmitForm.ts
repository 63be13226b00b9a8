import { Form, type FormInstance, type FormProps } from 'antd';
import { useCallback, useState } from 'react';
import { useFeedback } from '../feedback/feedback';
import { useShowServerError } from './useShowServerError';

export interface SubmitFormOptions<Values, Result> {
  /** The form's name: its fields' ids start with it. */
  name: string;
  /** The fields a server's message may name: it shows under them (anything else, as a toast). */
  fields?: readonly string[];
  /** Sends the values, usually `mutate(input).unwrap()`; resolves with the server's answer. */
  send: (values: Values) => Promise<Result> | Result;
  /** The toast once saved; none when it gives null. */
  success?: (result: Result, values: Values) => string | null;
  /** What follows a save: close the dialog, reset the form, open the saved record. */
  onSaved?: (result: Result, values: Values) => void;
}

export interface SubmitForm<Values> {
  form: FormInstance<Values>;
  /** True while the values are on their way. */
  saving: boolean;
  /** Spread on antd's Form: its instance, name, vertical layout and submit. */
  formProps: Pick<FormProps<Values>, 'form' | 'name' | 'layout' | 'requiredMark' | 'onFinish'>;
  /** Spread on FormModal: its form, OK (submits) and OK's busy state. */
  modalProps: { form: FormInstance<Values>; onOk: () => void; confirmLoading: boolean };
}

const noFields: readonly string[] = [];

/**
 * A form that saves through the server, the way every form of every app does: submit sends the
 * values, a refusal shows under its fields (`useShowServerError`) or as a toast, and a save
 * says so and moves on (`onSaved`: close, reset…).
 *
 * `const { formProps, saving } = useSubmitForm({ name: 'add-user', fields, send: (v) => addUser(v).unwrap(), success: () => t('add.done'), onSaved: onClose })`
 */
export function useSubmitForm<Values, Result>({
  name,
  fields = noFields,
  send,
  success,
  onSaved,
}: SubmitFormOptions<Values, Result>): SubmitForm<Values> {
  const [form] = Form.useForm<Values>();
  const { message } = useFeedback();
  const showServerError = useShowServerError(form, fields);
  const [saving, setSaving] = useState(false);

  const onFinish = useCallback(
    async (values: Values) => {
      setSaving(true);
      let result: Result;
      try {
        result = await send(values);
      } catch (failure) {
        return showServerError(failure);
      } finally {
        setSaving(false);
      }
      const said = success?.(result, values);
      if (said) void message.success(said);
      onSaved?.(result, values);
    },
    [send, success, onSaved, showServerError, message],
  );

  return {
    form,
    saving,
    formProps: { form, name, layout: 'vertical', requiredMark: false, onFinish },
    modalProps: { form, onOk: () => form.submit(), confirmLoading: saving },
  };
}
