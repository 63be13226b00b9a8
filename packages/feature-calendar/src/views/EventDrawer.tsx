import { DeleteOutlined } from '@ant-design/icons';
import { Button, Flex, Form, Input, Select, Switch, type FormRule } from 'antd';
import { memo, useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import type { CalendarEvent } from '@tessera/api-client';
import {
  calendarCategories,
  eventTextMaxLength,
  eventTitleMaxLength,
  eventUrlMaxLength,
} from '@tessera/api-client/calendar';
import { FormDrawer, FormDrawerActions, useConfirmedAction, useSubmitForm } from '@tessera/ui';
import {
  useAddCalendarEventMutation,
  useRemoveCalendarEventMutation,
  useUpdateCalendarEventMutation,
} from '../api';
import {
  endsBeforeStart,
  eventOfForm,
  formValuesOf,
  switchAllDay,
  type EventDraft,
  type EventFormValues,
} from '../model/eventForm';
import { GuestPicker } from './GuestPicker';

/** The fields the server may name in an error, so it shows under them. */
const formFields = ['title', 'start', 'end', 'allDay', 'url', 'extendedProps'] as const;

export interface EventDrawerProps {
  open: boolean;
  /** What the drawer opened on (kept while it closes); each opening brings a new one. */
  draft: EventDraft | null;
  onClose: () => void;
}

/** The contract's rules, checked before anything is sent. */
function useRules() {
  const { t } = useTranslation('calendar');
  return useMemo(() => {
    const max = (length: number): FormRule => ({
      max: length,
      message: t('form.max', { max: length }),
    });
    const endRule: FormRule = ({ getFieldValue }) => ({
      validator: (_rule, end: string) =>
        endsBeforeStart(getFieldValue('start') as string, end)
          ? Promise.reject(new Error(t('form.endBeforeStart')))
          : Promise.resolve(),
    });
    return {
      title: [
        { required: true, whitespace: true, message: t('form.required.title') },
        max(eventTitleMaxLength),
      ],
      start: [{ required: true, message: t('form.required.start') }],
      end: [{ required: true, message: t('form.required.end') }, endRule],
      url: [
        { pattern: /^(https?:\/\/[^\s/]+\S*)?$/i, message: t('form.url') },
        max(eventUrlMaxLength),
      ],
      text: [max(eventTitleMaxLength)],
      description: [max(eventTextMaxLength)],
    };
  }, [t]);
}

/** The form itself: mounted when the drawer opens, so each opening starts from its draft. */
function EventForm({ draft, onClose }: { draft: EventDraft; onClose: () => void }) {
  const { t } = useTranslation('calendar');
  const rules = useRules();
  const editing: CalendarEvent | undefined = 'event' in draft ? draft.event : undefined;
  const [addEvent] = useAddCalendarEventMutation();
  const [updateEvent] = useUpdateCalendarEventMutation();
  const [removeEvent] = useRemoveCalendarEventMutation();
  const act = useConfirmedAction();
  const { form, formProps, saving } = useSubmitForm({
    name: 'event',
    fields: formFields,
    send: (values: EventFormValues) => {
      const input = eventOfForm(values);
      return editing
        ? updateEvent({ id: editing.id, ...input }).unwrap()
        : addEvent(input).unwrap();
    },
    success: (saved) => t(editing ? 'form.saved' : 'form.added', { title: saved.title }),
    onSaved: onClose,
  });
  const initialValues = useMemo(() => formValuesOf(draft), [draft]);
  const allDay = Form.useWatch('allDay', form) ?? initialValues.allDay;

  const remove = async (event: CalendarEvent) => {
    const removed = await act(() => removeEvent({ id: event.id }).unwrap(), {
      confirm: {
        title: t('delete.title', { title: event.title }),
        content: t('delete.content'),
        okText: t('delete.confirm'),
        danger: true,
      },
      done: t('delete.done', { title: event.title }),
    });
    if (removed) onClose();
  };

  const dateType = allDay ? 'date' : 'datetime-local';
  return (
    <Form<EventFormValues> {...formProps} initialValues={initialValues}>
      <Form.Item name="title" label={t('fields.title')} rules={rules.title}>
        <Input autoComplete="off" placeholder={t('form.titlePlaceholder')} />
      </Form.Item>
      <Form.Item name={['extendedProps', 'calendar']} label={t('fields.calendar')}>
        <Select
          options={calendarCategories.map((category) => ({
            value: category,
            title: t(`categories.${category}`),
            label: (
              <span className="calendar-option">
                <span className={`calendar-dot calendar-dot--${category.toLowerCase()}`} />
                {t(`categories.${category}`)}
              </span>
            ),
          }))}
        />
      </Form.Item>
      <Form.Item name="allDay" label={t('fields.allDay')} valuePropName="checked">
        <Switch
          onChange={(checked) => {
            const { start, end } = form.getFieldsValue(['start', 'end']) as EventFormValues;
            form.setFieldsValue(switchAllDay(start, end, checked));
          }}
        />
      </Form.Item>
      <Flex gap="middle" wrap>
        <Form.Item
          className="calendar-form__date"
          name="start"
          label={t(allDay ? 'fields.startDay' : 'fields.start')}
          rules={rules.start}
        >
          <Input type={dateType} />
        </Form.Item>
        <Form.Item
          className="calendar-form__date"
          name="end"
          label={t(allDay ? 'fields.endDay' : 'fields.end')}
          rules={rules.end}
          dependencies={['start']}
        >
          <Input type={dateType} />
        </Form.Item>
      </Flex>
      <Form.Item name="url" label={t('fields.url')} rules={rules.url}>
        <Input type="url" autoComplete="off" placeholder={t('form.urlPlaceholder')} />
      </Form.Item>
      <Form.Item name={['extendedProps', 'guests']} label={t('fields.guests')}>
        <GuestPicker />
      </Form.Item>
      <Form.Item
        name={['extendedProps', 'location']}
        label={t('fields.location')}
        rules={rules.text}
      >
        <Input autoComplete="off" />
      </Form.Item>
      <Form.Item
        name={['extendedProps', 'description']}
        label={t('fields.description')}
        rules={rules.description}
      >
        <Input.TextArea rows={3} />
      </Form.Item>
      <Flex gap="small" justify="space-between" wrap>
        {editing ? (
          <Button danger icon={<DeleteOutlined aria-hidden />} onClick={() => void remove(editing)}>
            {t('form.delete')}
          </Button>
        ) : (
          <span />
        )}
        <FormDrawerActions
          submit={t(editing ? 'form.save' : 'form.add')}
          pending={saving}
          onCancel={onClose}
        />
      </Flex>
    </Form>
  );
}

// Each draft object is one opening: a fresh form for it, whatever the previous one held.
const draftKeys = new WeakMap<EventDraft, number>();
let lastDraftKey = 0;
function draftKey(draft: EventDraft): number {
  let key = draftKeys.get(draft);
  if (key === undefined) {
    lastDraftKey += 1;
    key = lastDraftKey;
    draftKeys.set(draft, key);
  }
  return key;
}

/** Adds an event, or changes or deletes one: the form in a side panel. */
export const EventDrawer = memo(function EventDrawer({ open, draft, onClose }: EventDrawerProps) {
  const { t } = useTranslation('calendar');
  const editing = draft !== null && 'event' in draft;
  return (
    <FormDrawer
      open={open}
      onClose={onClose}
      title={t(editing ? 'form.editTitle' : 'form.addTitle')}
      size={440}
    >
      {draft && <EventForm key={draftKey(draft)} draft={draft} onClose={onClose} />}
    </FormDrawer>
  );
});
