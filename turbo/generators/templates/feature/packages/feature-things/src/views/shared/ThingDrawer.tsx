import { Form, Input, Select, type FormRule } from 'antd';
import { memo, useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import type { NewThing, Thing } from '@tessera/api-client';
import { thingNameMaxLength, thingOwnerMaxLength, thingStatuses } from '@tessera/api-client/things';
import { FormDrawer, FormDrawerActions, useSubmitForm } from '@tessera/ui';
import { useAddThingMutation, useUpdateThingMutation } from '../../api';

/** The fields the server may name in an error, so it shows under them. */
const formFields = ['name', 'owner', 'status'] as const;

interface ThingDrawerProps {
  open: boolean;
  /** The thing to edit; none adds a new one. */
  thing?: Thing;
  onClose: () => void;
}

/** Trimmed text, as the server stores it. */
const toNewThing = (values: NewThing): NewThing => ({
  name: values.name.trim(),
  owner: values.owner.trim(),
  status: values.status,
});

/** The contract's rules, checked before anything is sent. */
function useRules() {
  const { t } = useTranslation('things');
  return useMemo(() => {
    const required = (field: 'name' | 'owner'): FormRule => ({
      required: true,
      whitespace: true,
      message: t(`form.required.${field}`),
    });
    const max = (length: number): FormRule => ({
      max: length,
      message: t('form.max', { max: length }),
    });
    return {
      name: [required('name'), max(thingNameMaxLength)],
      owner: [required('owner'), max(thingOwnerMaxLength)],
    };
  }, [t]);
}

/** The form itself: mounted when the drawer opens, so each opening starts from the saved values. */
function ThingForm({ thing, onClose }: Omit<ThingDrawerProps, 'open'>) {
  const { t } = useTranslation('things');
  const rules = useRules();
  const [addThing] = useAddThingMutation();
  const [updateThing] = useUpdateThingMutation();
  const { formProps, saving } = useSubmitForm({
    name: 'thing',
    fields: formFields,
    send: (values: NewThing) => {
      const input = toNewThing(values);
      return thing ? updateThing({ id: thing.id, ...input }).unwrap() : addThing(input).unwrap();
    },
    success: (saved) => t(thing ? 'form.saved' : 'form.added', { name: saved.name }),
    onSaved: onClose,
  });

  const initialValues: NewThing = thing ?? { name: '', owner: '', status: 'draft' };
  return (
    <Form<NewThing> {...formProps} initialValues={initialValues}>
      <Form.Item name="name" label={t('fields.name')} rules={rules.name}>
        <Input autoComplete="off" placeholder={t('form.namePlaceholder')} />
      </Form.Item>
      <Form.Item name="owner" label={t('fields.owner')} rules={rules.owner}>
        <Input autoComplete="off" placeholder={t('form.ownerPlaceholder')} />
      </Form.Item>
      <Form.Item name="status" label={t('fields.status')}>
        <Select
          options={thingStatuses.map((status) => ({
            value: status,
            label: t(`statuses.${status}`),
          }))}
        />
      </Form.Item>
      <FormDrawerActions
        submit={t(thing ? 'form.save' : 'form.add')}
        pending={saving}
        onCancel={onClose}
      />
    </Form>
  );
}

/** Adds a thing, or edits one: the form in a side panel; a name in use shows on its field. */
export const ThingDrawer = memo(function ThingDrawer({ open, thing, onClose }: ThingDrawerProps) {
  const { t } = useTranslation('things');
  const title = thing ? t('form.editTitle', { name: thing.name }) : t('form.addTitle');
  return (
    <FormDrawer open={open} onClose={onClose} title={title} size={480}>
      <ThingForm thing={thing} onClose={onClose} />
    </FormDrawer>
  );
});
