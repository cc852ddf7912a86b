import {
  createTaskInputSchema,
  type Milestone,
  type Plan,
  TASK_STATUSES,
  type TaskStatus,
} from '@escouade/contract/plans';
import { clsx } from 'clsx';
import { Plus, Trash2 } from 'lucide-react';
import { type FormEvent, useId, useRef, useState } from 'react';
import { Button } from '../../../../components/ui/button';
import { DateField } from '../../../../components/ui/date-field';
import { FormAlert } from '../../../../components/ui/form-alert';
import { fieldControlClasses } from '../../../../components/ui/form-field';
import { apiErrorMessage } from '../../../../lib/api-error-message';
import { useTranslation } from '../../../../lib/use-translation';
import { translateValidationMessage } from '../../../../lib/validation-message';
import { useCreateTask } from '../../api/create-task';
import { useDeleteTask } from '../../api/delete-task';
import { useUpdateTask } from '../../api/update-task';
import { formatDay, formatPersonName } from '../../format';
import { describeOwner } from './plan-format';

type TaskListProps = {
  plan: Plan;
  milestone: Milestone;
  onAnnounce: (message: string) => void;
};

/** A milestone's tasks and how many are done; the team moves each one along, adds and removes them. */
export function TaskList({ plan, milestone, onAnnounce }: TaskListProps) {
  const { t, i18n } = useTranslation(['projects', 'errors']);
  const language = i18n.resolvedLanguage ?? 'fr';
  const id = useId();
  const update = useUpdateTask(plan.projectId);
  const remove = useDeleteTask(plan.projectId);
  const failure = update.error ?? remove.error;
  const { done, total } = milestone.progress;
  // An accepted milestone is final, its tasks included: the server refuses any change to them.
  const isFinal = milestone.deliveryStatus === 'accepted';
  const canChangeTasks = plan.canEdit && !isFinal;

  return (
    <div className="flex flex-col gap-2 border-line border-t pt-3 text-sm">
      <div className="flex flex-wrap items-baseline justify-between gap-x-3">
        <h4 id={`${id}-title`} className="font-medium text-ink">
          {t('plan.tasks.title', { title: milestone.title })}
        </h4>
        {total > 0 && <p className="text-ink-muted">{t('plan.tasks.progress', { count: done, total })}</p>}
      </div>
      {total > 0 && (
        <div aria-hidden="true" className="h-1.5 overflow-hidden rounded-full bg-canvas">
          <div className="h-full rounded-full bg-success-700" style={{ width: `${(done / total) * 100}%` }} />
        </div>
      )}
      {failure && (
        <FormAlert tone="error">
          <p>{apiErrorMessage(t, failure)}</p>
        </FormAlert>
      )}
      {total === 0 ? (
        <p className="text-ink-muted">{t('plan.tasks.empty')}</p>
      ) : (
        <ul aria-labelledby={`${id}-title`} className="flex flex-col gap-2">
          {milestone.tasks.map((task) => (
            <li
              key={task.id}
              className="flex flex-col gap-2 rounded-md border border-line p-3 sm:flex-row sm:items-center sm:justify-between"
            >
              <div className="min-w-0">
                <p className={clsx('break-words text-ink', task.status === 'done' && 'line-through')}>
                  {task.title}
                </p>
                <p className="text-ink-muted text-xs">
                  {task.assigneeId ? describeOwner(t, plan, task.assigneeId) : t('plan.tasks.unassigned')}
                  {task.dueDate && <> · {t('plan.tasks.due', { date: formatDay(task.dueDate, language) })}</>}
                  {task.isOverdue && (
                    <span className="font-medium text-danger-700"> · {t('plan.tasks.overdue')}</span>
                  )}
                </p>
              </div>
              {canChangeTasks ? (
                <div className="flex shrink-0 items-center gap-2">
                  <select
                    aria-label={t('plan.tasks.statusOf', { title: task.title })}
                    value={task.status}
                    disabled={update.isPending}
                    onChange={(event) => {
                      const status = event.target.value as TaskStatus;
                      update.mutate(
                        { taskId: task.id, input: { status } },
                        {
                          onSuccess: () =>
                            onAnnounce(
                              t('plan.tasks.moved', {
                                title: task.title,
                                status: t(`plan.tasks.status.${status}`),
                              }),
                            ),
                        },
                      );
                    }}
                    className={clsx(fieldControlClasses, 'w-auto')}
                  >
                    {TASK_STATUSES.map((status) => (
                      <option key={status} value={status}>
                        {t(`plan.tasks.status.${status}`)}
                      </option>
                    ))}
                  </select>
                  <Button
                    variant="ghost"
                    className="px-3 text-danger-700"
                    aria-label={t('plan.tasks.deleteNamed', { title: task.title })}
                    disabled={remove.isPending}
                    onClick={() =>
                      remove.mutate(task.id, {
                        onSuccess: () => onAnnounce(t('plan.tasks.removed', { title: task.title })),
                      })
                    }
                  >
                    <Trash2 aria-hidden="true" className="size-4" />
                  </Button>
                </div>
              ) : (
                <p className="shrink-0 font-medium text-ink">{t(`plan.tasks.status.${task.status}`)}</p>
              )}
            </li>
          ))}
        </ul>
      )}
      {canChangeTasks && <AddTaskForm plan={plan} milestone={milestone} onAnnounce={onAnnounce} />}
      {plan.canEdit && isFinal && <p className="text-ink-muted">{t('plan.tasks.final')}</p>}
    </div>
  );
}

/** A button that opens the form to add a task: the list stays short while nobody adds one. */
function AddTaskForm({ plan, milestone, onAnnounce }: TaskListProps) {
  const { t } = useTranslation(['projects', 'validation', 'errors']);
  const [isOpen, setIsOpen] = useState(false);
  const formId = useId();
  return (
    <>
      <Button
        variant="secondary"
        className="self-start"
        aria-expanded={isOpen}
        aria-controls={isOpen ? formId : undefined}
        aria-label={t('plan.tasks.openNamed', { title: milestone.title })}
        onClick={() => setIsOpen((open) => !open)}
      >
        <Plus aria-hidden="true" className="size-4" />
        {t('plan.tasks.open')}
      </Button>
      {isOpen && <TaskForm id={formId} plan={plan} milestone={milestone} onAnnounce={onAnnounce} />}
    </>
  );
}

function TaskForm({ id: formId, plan, milestone, onAnnounce }: TaskListProps & { id: string }) {
  const { t } = useTranslation(['projects', 'validation', 'errors']);
  const id = useId();
  const titleRef = useRef<HTMLInputElement>(null);
  const create = useCreateTask(plan.projectId, milestone.id);
  const [title, setTitle] = useState('');
  const [assigneeId, setAssigneeId] = useState('');
  const [dueDate, setDueDate] = useState('');
  const [errors, setErrors] = useState<{ title?: string; dueDate?: string }>({});

  const onSubmit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    if (create.isPending) return;
    const parsed = createTaskInputSchema.safeParse({
      title,
      assigneeId: assigneeId === '' ? null : assigneeId,
      dueDate: dueDate === '' ? null : dueDate,
    });
    if (!parsed.success) {
      const found: { title?: string; dueDate?: string } = {};
      for (const issue of parsed.error.issues) {
        const field = issue.path[0] === 'dueDate' ? 'dueDate' : 'title';
        found[field] ??= translateValidationMessage(t, issue.message);
      }
      setErrors(found);
      return;
    }
    setErrors({});
    create.mutate(parsed.data, {
      onSuccess: () => {
        onAnnounce(t('plan.tasks.added', { title: parsed.data.title }));
        setTitle('');
        setDueDate('');
        titleRef.current?.focus();
      },
    });
  };

  return (
    <form
      id={formId}
      noValidate
      onSubmit={onSubmit}
      aria-labelledby={`${id}-legend`}
      className="mt-1 flex flex-col gap-3 rounded-md bg-canvas p-3"
    >
      <p id={`${id}-legend`} className="font-medium text-ink">
        {t('plan.tasks.addLegend', { title: milestone.title })}
      </p>
      {create.isError && (
        <FormAlert tone="error">
          <p>{apiErrorMessage(t, create.error)}</p>
        </FormAlert>
      )}
      <div className="grid gap-3 sm:grid-cols-2">
        <div className="flex flex-col gap-1.5">
          <label htmlFor={`${id}-title`} className="font-medium text-ink text-sm">
            {t('plan.tasks.fields.title')}
          </label>
          <input
            ref={titleRef}
            id={`${id}-title`}
            type="text"
            value={title}
            onChange={(event) => setTitle(event.target.value)}
            aria-invalid={errors.title ? true : undefined}
            aria-describedby={errors.title ? `${id}-title-error` : undefined}
            className={fieldControlClasses}
          />
          {errors.title && (
            <p id={`${id}-title-error`} className="text-danger-700 text-sm">
              {errors.title}
            </p>
          )}
        </div>
        <div className="flex flex-col gap-1.5">
          <label htmlFor={`${id}-assignee`} className="font-medium text-ink text-sm">
            {t('plan.tasks.fields.assignee')}
          </label>
          <select
            id={`${id}-assignee`}
            value={assigneeId}
            onChange={(event) => setAssigneeId(event.target.value)}
            className={fieldControlClasses}
          >
            <option value="">{t('plan.tasks.unassigned')}</option>
            {plan.members.map((member) => (
              <option key={member.userId} value={member.userId}>
                {formatPersonName(member, t('unnamed'))}
              </option>
            ))}
          </select>
        </div>
      </div>
      <DateField
        label={t('plan.tasks.fields.dueDate')}
        value={dueDate}
        onChange={setDueDate}
        error={errors.dueDate}
      />
      <Button type="submit" variant="secondary" className="self-start" disabled={create.isPending}>
        <Plus aria-hidden="true" className="size-4" />
        {create.isPending ? t('plan.tasks.adding') : t('plan.tasks.add')}
      </Button>
    </form>
  );
}
