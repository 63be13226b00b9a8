import { DeleteOutlined, UndoOutlined } from '@ant-design/icons';
import type { NewTask, Task, TaskTag } from '@tessera/api-client';
import { taskTags, taskTitleMaxLength } from '@tessera/api-client/todo';
import {
  ColorTag,
  FormDrawer,
  FormDrawerActions,
  RichTextField,
  UserAvatar,
  useConfirm,
  useSubmitForm,
  useUnsavedChanges,
} from '@tessera/ui';
import { sanitizeHtml } from '@tessera/ui/safe-html';
import { Button, Checkbox, Flex, Form, Input, Select } from 'antd';
import { memo, useId } from 'react';
import { useTranslation } from 'react-i18next';
import { useAddTaskMutation, useTaskTeamQuery, useUpdateTaskMutation } from '../api';
import { tagColors } from '../model/board';
import { useTaskActions } from './useTaskActions';

/** The fields the server may name in an error, so it shows under them. */
const formFields = ['title', 'assignee', 'dueDate', 'tags', 'description'] as const;

interface FormValues {
  title: string;
  assignee: string | null;
  /** '' when the task has none (the date input's empty value). */
  dueDate: string;
  tags: TaskTag[];
  description: string;
  isImportant: boolean;
  isCompleted: boolean;
}

interface TaskDrawerProps {
  open: boolean;
  /** The task to edit; none adds a new one. */
  task?: Task;
  onClose: () => void;
}

const valuesOf = (task?: Task): FormValues => ({
  title: task?.title ?? '',
  assignee: task?.assignee?.fullName ?? null,
  dueDate: task?.dueDate ?? '',
  tags: task?.tags ?? [],
  description: task?.description ?? '',
  isImportant: task?.isImportant ?? false,
  isCompleted: task?.isCompleted ?? false,
});

/** What the server is sent: trimmed, the description sanitised as every editor's HTML is. */
const toNewTask = (values: FormValues): NewTask => ({
  title: values.title.trim(),
  assignee: values.assignee ?? null,
  dueDate: values.dueDate || null,
  tags: values.tags,
  description: sanitizeHtml(values.description),
  isImportant: values.isImportant,
  isCompleted: values.isCompleted,
});

/** The form: mounted when the drawer opens, so each opening starts from the saved task. */
function TaskForm({ task, onClose }: Omit<TaskDrawerProps, 'open'>) {
  const { t } = useTranslation('todo');
  const descriptionLabel = useId();
  const unsaved = useUnsavedChanges();
  const confirm = useConfirm();
  const team = useTaskTeamQuery(undefined);
  const actions = useTaskActions();
  const [addTask] = useAddTaskMutation();
  const [updateTask] = useUpdateTaskMutation();
  const { form, formProps, saving } = useSubmitForm({
    name: 'task',
    fields: formFields,
    send: (values: FormValues) => {
      const input = toNewTask(values);
      return unsaved.saving(
        task ? updateTask({ id: task.id, ...input }).unwrap() : addTask(input).unwrap(),
      );
    },
    success: (saved) => t(task ? 'form.saved' : 'form.added', { title: saved.title }),
    onSaved: onClose,
  });

  /** Closing with changes typed asks first; they are thrown away only when confirmed. */
  const close = async () => {
    if (
      form.isFieldsTouched() &&
      !(await confirm({ title: t('form.discard'), okText: t('form.discardOk'), danger: true }))
    ) {
      return;
    }
    unsaved.discard();
    onClose();
  };

  const remove = async () => {
    if (task && (await actions.remove(task))) {
      unsaved.discard();
      onClose();
    }
  };
  const restore = async () => {
    if (task && (await actions.restore(task))) {
      unsaved.discard();
      onClose();
    }
  };

  const assigneeOptions = (team.data ?? []).map((person) => ({
    value: person.fullName,
    label: (
      <span className="todo-option">
        <UserAvatar name={person.fullName} src={person.avatar} size={20} />
        {person.fullName}
      </span>
    ),
  }));

  return (
    <Form<FormValues>
      {...formProps}
      initialValues={valuesOf(task)}
      onValuesChange={unsaved.changed}
    >
      <Form.Item
        name="title"
        label={t('fields.title')}
        rules={[
          { required: true, whitespace: true, message: t('form.required') },
          { max: taskTitleMaxLength, message: t('form.max', { max: taskTitleMaxLength }) },
        ]}
      >
        <Input autoComplete="off" />
      </Form.Item>
      <Form.Item name="assignee" label={t('fields.assignee')}>
        <Select
          allowClear
          loading={team.isLoading}
          options={assigneeOptions}
          onClear={() => form.setFieldValue('assignee', null)}
        />
      </Form.Item>
      <Form.Item name="dueDate" label={t('fields.dueDate')}>
        <Input type="date" />
      </Form.Item>
      <Form.Item name="tags" label={t('fields.tags')}>
        <Select
          mode="multiple"
          options={taskTags.map((tag) => ({ value: tag, label: t(`tags.${tag}`) }))}
          tagRender={({ value, closable, onClose: untag }) => (
            <span className="todo-option-tag">
              <ColorTag color={tagColors[value as TaskTag]}>
                {t(`tags.${value as TaskTag}`)}
              </ColorTag>
              {closable && (
                <button
                  type="button"
                  className="todo-option-tag__remove"
                  aria-label={t('form.untag', { tag: t(`tags.${value as TaskTag}`) })}
                  onMouseDown={(event) => event.preventDefault()}
                  onClick={untag}
                >
                  ×
                </button>
              )}
            </span>
          )}
        />
      </Form.Item>
      <Form.Item
        name="description"
        label={<span id={descriptionLabel}>{t('fields.description')}</span>}
      >
        <RichTextField labelledBy={descriptionLabel} />
      </Form.Item>
      <Flex gap="large" wrap className="todo-flags">
        <Form.Item name="isImportant" valuePropName="checked" noStyle>
          <Checkbox>{t('fields.important')}</Checkbox>
        </Form.Item>
        <Form.Item name="isCompleted" valuePropName="checked" noStyle>
          <Checkbox>{t('fields.completed')}</Checkbox>
        </Form.Item>
      </Flex>
      <Flex justify="space-between" align="center" gap="small" wrap>
        {task && !task.isDeleted && (
          <Button danger icon={<DeleteOutlined aria-hidden />} onClick={() => void remove()}>
            {t('actions.delete')}
          </Button>
        )}
        {task?.isDeleted && (
          <Button icon={<UndoOutlined aria-hidden />} onClick={() => void restore()}>
            {t('actions.restore')}
          </Button>
        )}
        <span className="todo-drawer__spacer" />
        <FormDrawerActions
          submit={t(task ? 'form.save' : 'form.add')}
          pending={saving}
          onCancel={() => void close()}
        />
      </Flex>
    </Form>
  );
}

/** Adds a task, or edits one: its fields in a side panel; a refused field shows under it. */
export const TaskDrawer = memo(function TaskDrawer({ open, task, onClose }: TaskDrawerProps) {
  const { t } = useTranslation('todo');
  const title = task ? t('form.editTitle') : t('form.addTitle');
  return (
    <FormDrawer open={open} onClose={onClose} title={title} size={520}>
      <TaskForm task={task} onClose={onClose} />
    </FormDrawer>
  );
});
