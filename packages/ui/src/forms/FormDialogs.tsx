import {
  Button,
  Drawer,
  Flex,
  Modal,
  type DrawerProps,
  type FormInstance,
  type ModalProps,
} from 'antd';
import { useEffect, useRef, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { LinkButton } from '../components/LinkButton';
import { focusFirstField } from './focusFirstField';

/*
 * A modal or a drawer holding a form. Two promises, for every form in the app:
 * - each opening shows the saved values: whatever was typed and every error from the last
 *   opening is gone (an antd form instance outlives the dialog's content, so hiding or even
 *   destroying the content is not enough: its store must be reset);
 * - the focus lands in the first field, not on the dialog or its Close button.
 */

interface FormDialogBehaviour {
  /**
   * The form inside, whose `initialValues` hold the saved values: reset to them on every
   * opening. Omit it when the form is created inside the dialog's content and destroyed with it.
   */
  form?: FormInstance;
  children: ReactNode;
}

/**
 * Resets the form to its initialValues when the dialog's content mounts, that is on each
 * opening. Why then: by now the form has rendered with this opening's initialValues, yet a
 * remounted antd form keeps its store's old values over them.
 */
function ResetOnOpen({ form }: { form: FormInstance }) {
  useEffect(() => form.resetFields(), [form]);
  return null;
}

/**
 * The content, with the form reset on opening, and the dialog's afterOpenChange: it focuses the
 * first field, then calls the caller's own.
 */
function useFormDialog(
  form: FormInstance | undefined,
  children: ReactNode,
  afterOpenChange?: (opened: boolean) => void,
) {
  const contentRef = useRef<HTMLDivElement>(null);
  const content = (
    <div ref={contentRef}>
      {children}
      {form && <ResetOnOpen form={form} />}
    </div>
  );
  const focusOnOpen = (opened: boolean) => {
    const container = contentRef.current;
    // Someone quick may already be in a field by the end of the opening animation: stay there.
    if (opened && !container?.contains(document.activeElement)) focusFirstField(container);
    afterOpenChange?.(opened);
  };
  return { content, afterOpenChange: focusOnOpen };
}

// The content is destroyed when hidden: a closed dialog keeps no DOM, and no id of its own.
export type FormModalProps = Omit<ModalProps, 'forceRender' | 'destroyOnHidden' | 'children'> &
  FormDialogBehaviour;

/** antd's Modal for a form: opens on the saved values, with the first field focused. */
export function FormModal({
  form,
  open,
  afterOpenChange,
  children,
  ...modalProps
}: FormModalProps) {
  const dialog = useFormDialog(form, children, afterOpenChange);
  return (
    <Modal {...modalProps} open={open} destroyOnHidden afterOpenChange={dialog.afterOpenChange}>
      {dialog.content}
    </Modal>
  );
}

export type FormDrawerProps = Omit<DrawerProps, 'forceRender' | 'destroyOnHidden' | 'children'> &
  FormDialogBehaviour;

/** antd's Drawer for a form: opens on the saved values, with the first field focused. */
export function FormDrawer({
  form,
  open,
  afterOpenChange,
  children,
  ...drawerProps
}: FormDrawerProps) {
  const dialog = useFormDialog(form, children, afterOpenChange);
  return (
    <Drawer {...drawerProps} open={open} destroyOnHidden afterOpenChange={dialog.afterOpenChange}>
      {dialog.content}
    </Drawer>
  );
}

type FormDrawerActionsProps = {
  /** The submit button's words ("Add user", "Send"). */
  submit: string;
  pending?: boolean;
} & (
  | { onCancel: () => void; cancelTo?: undefined }
  /** A form on a page of its own: Cancel goes back there (the list). */
  | { cancelTo: string; onCancel?: undefined }
);

/**
 * The end of a form (a drawer's, or a page's): Cancel, then the form's submit button (busy while
 * it saves).
 */
export function FormDrawerActions({ submit, pending, onCancel, cancelTo }: FormDrawerActionsProps) {
  const { t } = useTranslation();
  const cancel = t('actions.cancel');
  return (
    <Flex gap="small" justify="flex-end">
      {cancelTo === undefined ? (
        <Button onClick={onCancel}>{cancel}</Button>
      ) : (
        <LinkButton to={cancelTo}>{cancel}</LinkButton>
      )}
      <Button type="primary" htmlType="submit" loading={pending}>
        {submit}
      </Button>
    </Flex>
  );
}
