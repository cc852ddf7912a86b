import { addDays, mondayOf, todayUtc } from '@escouade/contract/calendar-days';
import type { TimesheetEditor, TimesheetWeek } from '@escouade/contract/timesheets';
import { ChevronLeft, ChevronRight } from 'lucide-react';
import { type FormEvent, useId, useState } from 'react';
import { LoadFailure } from '../../../../components/load-failure';
import { Button } from '../../../../components/ui/button';
import { FormAlert } from '../../../../components/ui/form-alert';
import { fieldControlClasses } from '../../../../components/ui/form-field';
import { Spinner } from '../../../../components/ui/spinner';
import { apiErrorMessage } from '../../../../lib/api-error-message';
import { useTranslation } from '../../../../lib/use-translation';
import {
  useAnswerTimesheet,
  useProjectTimesheets,
  useSaveTimesheetWeek,
  useTimesheetWeek,
} from '../../api/timesheets';
import { formatDay, formatPersonName } from '../../format';
import { formatHours } from '../plan/plan-format';

/**
 * The project's timesheets: a member records their hours per day and milestone, a week at a time, and submits
 * it; the client approves each submitted week or sends it back with a comment. An approved week is locked.
 */
export function ProjectTimesheets({
  projectId,
  isClient,
  startDate,
}: {
  projectId: string;
  isClient: boolean;
  startDate: string | null;
}) {
  const { t } = useTranslation(['projects', 'errors']);
  const id = useId();
  return (
    <section
      id="timesheets"
      aria-labelledby={`${id}-title`}
      className="scroll-mt-20 rounded-xl border border-line bg-white p-4 sm:p-6"
    >
      <h2 id={`${id}-title`} className="font-semibold text-ink text-xl">
        {t('timesheets.title')}
      </h2>
      <p className="mt-1 text-ink-muted text-sm">
        {isClient ? t('timesheets.clientIntro') : t('timesheets.memberIntro')}
      </p>
      <div className="mt-4">
        {isClient ? (
          <ClientApprovals projectId={projectId} />
        ) : (
          <MemberWeek projectId={projectId} startDate={startDate} />
        )}
      </div>
    </section>
  );
}

/** The week a member sees first: this week, or the project's first week while it has not started. */
function firstWeek(startDate: string | null): string {
  const today = todayUtc();
  return mondayOf(startDate && startDate > today ? startDate : today);
}

const keyOf = (milestoneId: string, day: string) => `${milestoneId}:${day}`;

function MemberWeek({ projectId, startDate }: { projectId: string; startDate: string | null }) {
  const { t, i18n } = useTranslation(['projects', 'errors']);
  const language = i18n.resolvedLanguage === 'en' ? 'en' : 'fr';
  const [weekOf, setWeekOf] = useState(() => firstWeek(startDate));
  const week = useTimesheetWeek(projectId, weekOf);
  return (
    <div className="flex flex-col gap-4">
      <div className="flex flex-wrap items-center gap-2">
        <Button variant="ghost" onClick={() => setWeekOf(addDays(weekOf, -7))}>
          <ChevronLeft aria-hidden="true" className="size-4" />
          {t('timesheets.previousWeek')}
        </Button>
        <p className="font-medium text-ink" aria-live="polite">
          {t('timesheets.weekOf', { week: formatDay(weekOf, language) })}
        </p>
        <Button variant="ghost" onClick={() => setWeekOf(addDays(weekOf, 7))}>
          {t('timesheets.nextWeek')}
          <ChevronRight aria-hidden="true" className="size-4" />
        </Button>
      </div>
      {week.data ? (
        <WeekForm key={`${weekOf}:${week.data.week.status}`} projectId={projectId} editor={week.data} />
      ) : week.isError ? (
        <LoadFailure
          message={t('timesheets.loadFailed', { reason: apiErrorMessage(t, week.error) })}
          onRetry={() => void week.refetch()}
        />
      ) : (
        <Spinner label={t('timesheets.loading')} />
      )}
    </div>
  );
}

function WeekForm({ projectId, editor }: { projectId: string; editor: TimesheetEditor }) {
  const { t, i18n } = useTranslation(['projects', 'errors']);
  const language = i18n.resolvedLanguage === 'en' ? 'en' : 'fr';
  const id = useId();
  const { week, milestones } = editor;
  const days = Array.from({ length: 7 }, (_, index) => addDays(week.weekOf, index));
  const [hours, setHours] = useState<Map<string, string>>(
    () =>
      new Map(
        week.entries
          .filter((entry) => entry.milestoneId)
          .map((entry) => [keyOf(entry.milestoneId ?? '', entry.day), String(entry.hours)]),
      ),
  );
  const [reason, setReason] = useState(week.overBookingReason ?? '');
  const [saved, setSaved] = useState<'saved' | 'submitted' | null>(null);
  const save = useSaveTimesheetWeek(projectId, week.weekOf);
  const isDraft = week.status === 'draft';

  const entries = [...hours.entries()]
    .map(([key, value]) => {
      const [milestoneId = '', day = ''] = key.split(':');
      return { milestoneId, day, hours: Number(value.replace(',', '.')) };
    })
    .filter((entry) => Number.isFinite(entry.hours) && entry.hours > 0);
  const total = entries.reduce((sum, entry) => sum + entry.hours, 0);
  const isOverBooked = total > week.bookedHours + 0.05;
  const dayLabel = (day: string) =>
    new Intl.DateTimeFormat(language, {
      weekday: 'long',
      day: 'numeric',
      month: 'long',
      timeZone: 'UTC',
    }).format(new Date(`${day}T00:00:00Z`));

  const submit = async (event: FormEvent<HTMLFormElement>, andSubmit: boolean) => {
    event.preventDefault();
    if (save.isPending) return;
    try {
      await save.mutateAsync({
        input: { entries, overBookingReason: isOverBooked ? reason.trim() || null : null },
        submit: andSubmit,
      });
      setSaved(andSubmit ? 'submitted' : 'saved');
    } catch {
      // Shown below from the mutation's error.
    }
  };

  return (
    <form
      aria-labelledby={`${id}-caption`}
      onSubmit={(event) =>
        void submit(event, (event.nativeEvent as SubmitEvent).submitter?.dataset.submit === 'yes')
      }
      className="flex flex-col gap-4"
    >
      <p id={`${id}-status`} className="text-sm">
        <span className="font-medium text-ink">{t(`timesheets.status.${week.status}`)}</span>{' '}
        <span className="text-ink-muted">
          {t('timesheets.totals', {
            logged: formatHours(total, language),
            booked: formatHours(week.bookedHours, language),
          })}
        </span>
      </p>
      {week.status === 'draft' && week.sentBackComment ? (
        <div role="note" className="rounded-md border border-line-strong bg-canvas p-3 text-sm text-ink">
          <p className="font-medium">{t('timesheets.sentBack')}</p>
          <p className="mt-1 whitespace-pre-line">{week.sentBackComment}</p>
        </div>
      ) : null}
      {milestones.length === 0 ? (
        <p className="text-ink-muted text-sm">{t('timesheets.noMilestone')}</p>
      ) : (
        <div className="overflow-x-auto">
          <table className="w-full border-collapse text-sm">
            <caption id={`${id}-caption`} className="sr-only">
              {t('timesheets.caption', { week: formatDay(week.weekOf, language) })}
            </caption>
            <thead>
              <tr>
                <th scope="col" className="py-2 pr-2 text-left font-medium text-ink-muted">
                  {t('timesheets.day')}
                </th>
                {milestones.map((milestone) => (
                  <th key={milestone.id} scope="col" className="px-1 py-2 text-left font-medium text-ink">
                    {milestone.title}
                  </th>
                ))}
              </tr>
            </thead>
            <tbody>
              {days.map((day) => (
                <tr key={day} className="border-line border-t">
                  <th
                    scope="row"
                    className="py-1.5 pr-2 text-left font-normal text-ink first-letter:uppercase"
                  >
                    {dayLabel(day)}
                  </th>
                  {milestones.map((milestone) => {
                    const covers = milestone.startDate <= day && day <= milestone.dueDate;
                    return (
                      <td key={milestone.id} className="px-1 py-1.5">
                        <input
                          type="text"
                          inputMode="decimal"
                          aria-label={t('timesheets.cell', {
                            milestone: milestone.title,
                            day: dayLabel(day),
                          })}
                          value={hours.get(keyOf(milestone.id, day)) ?? ''}
                          disabled={!isDraft}
                          placeholder={covers ? '0' : ''}
                          onChange={(event) => {
                            const next = new Map(hours);
                            next.set(keyOf(milestone.id, day), event.target.value);
                            setHours(next);
                            setSaved(null);
                          }}
                          className={`${fieldControlClasses} w-20 text-right disabled:bg-canvas`}
                        />
                      </td>
                    );
                  })}
                </tr>
              ))}
            </tbody>
          </table>
        </div>
      )}
      {isDraft && isOverBooked ? (
        <div className="flex flex-col gap-1.5">
          <label htmlFor={`${id}-reason`} className="font-medium text-ink text-sm">
            {t('timesheets.reason')}
          </label>
          <p id={`${id}-reason-hint`} className="text-ink-muted text-sm">
            {t('timesheets.reasonHint', { booked: formatHours(week.bookedHours, language) })}
          </p>
          <textarea
            id={`${id}-reason`}
            aria-describedby={`${id}-reason-hint`}
            value={reason}
            maxLength={500}
            rows={2}
            onChange={(event) => {
              setReason(event.target.value);
              setSaved(null);
            }}
            className={fieldControlClasses}
          />
        </div>
      ) : week.overBookingReason ? (
        <p className="text-ink-muted text-sm">
          {t('timesheets.reasonGiven', { reason: week.overBookingReason })}
        </p>
      ) : null}
      {save.error ? <FormAlert tone="error">{apiErrorMessage(t, save.error)}</FormAlert> : null}
      {saved ? <FormAlert tone="success">{t(`timesheets.${saved}`)}</FormAlert> : null}
      {isDraft && milestones.length > 0 ? (
        <div className="flex flex-wrap gap-2">
          <Button
            type="submit"
            variant="secondary"
            data-submit="no"
            aria-disabled={save.isPending || undefined}
          >
            {t('timesheets.save')}
          </Button>
          <Button type="submit" data-submit="yes" aria-disabled={save.isPending || undefined}>
            {t('timesheets.submit')}
          </Button>
        </div>
      ) : null}
    </form>
  );
}

function ClientApprovals({ projectId }: { projectId: string }) {
  const { t } = useTranslation(['projects', 'errors']);
  const timesheets = useProjectTimesheets(projectId);
  if (timesheets.isPending) return <Spinner label={t('timesheets.loading')} />;
  if (timesheets.isError) {
    return (
      <LoadFailure
        message={t('timesheets.loadFailed', { reason: apiErrorMessage(t, timesheets.error) })}
        onRetry={() => void timesheets.refetch()}
      />
    );
  }
  const weeks = timesheets.data.weeks;
  if (weeks.length === 0) return <p className="text-ink-muted text-sm">{t('timesheets.nothingToApprove')}</p>;
  return (
    <ul className="flex flex-col gap-3">
      {weeks.map((week) => (
        <li key={week.id}>
          <SubmittedWeek projectId={projectId} week={week} />
        </li>
      ))}
    </ul>
  );
}

function SubmittedWeek({ projectId, week }: { projectId: string; week: TimesheetWeek }) {
  const { t, i18n } = useTranslation(['projects', 'errors']);
  const language = i18n.resolvedLanguage === 'en' ? 'en' : 'fr';
  const id = useId();
  const answer = useAnswerTimesheet(projectId);
  const [sendingBack, setSendingBack] = useState(false);
  const [comment, setComment] = useState('');
  const name = formatPersonName({ firstName: week.memberName }, t('unnamed'));
  const byMilestone = new Map<string, number>();
  for (const entry of week.entries) {
    byMilestone.set(entry.milestoneTitle, (byMilestone.get(entry.milestoneTitle) ?? 0) + entry.hours);
  }
  const heading = t('timesheets.memberWeek', { name, week: formatDay(week.weekOf, language) });

  const send = async (withComment?: string) => {
    if (answer.isPending || !week.id) return;
    try {
      await answer.mutateAsync({ timesheetId: week.id, comment: withComment });
    } catch {
      // Shown below from the mutation's error.
    }
  };

  return (
    <article aria-labelledby={`${id}-title`} className="rounded-lg border border-line p-3 sm:p-4">
      <div className="flex flex-wrap items-baseline justify-between gap-2">
        <h3 id={`${id}-title`} className="font-medium text-ink">
          {heading}
        </h3>
        <span className="text-ink-muted text-sm">{t(`timesheets.status.${week.status}`)}</span>
      </div>
      <p className="mt-1 text-ink-muted text-sm">
        {t('timesheets.totals', {
          logged: formatHours(week.loggedHours, language),
          booked: formatHours(week.bookedHours, language),
        })}
      </p>
      <ul className="mt-2 text-sm text-ink">
        {[...byMilestone].map(([title, total]) => (
          <li key={title}>{t('timesheets.onMilestone', { title, hours: formatHours(total, language) })}</li>
        ))}
      </ul>
      {week.overBookingReason ? (
        <p className="mt-2 text-sm text-ink">
          {t('timesheets.reasonGiven', { reason: week.overBookingReason })}
        </p>
      ) : null}
      {week.status === 'submitted' ? (
        sendingBack ? (
          <form
            className="mt-3 flex flex-col gap-2"
            onSubmit={(event) => {
              event.preventDefault();
              void send(comment.trim());
            }}
          >
            <label htmlFor={`${id}-comment`} className="font-medium text-ink text-sm">
              {t('timesheets.comment')}
            </label>
            <textarea
              id={`${id}-comment`}
              required
              maxLength={1000}
              rows={3}
              value={comment}
              onChange={(event) => setComment(event.target.value)}
              className={fieldControlClasses}
            />
            <div className="flex flex-wrap gap-2">
              <Button type="submit" aria-disabled={answer.isPending || comment.trim() === '' || undefined}>
                {t('timesheets.sendBackConfirm')}
              </Button>
              <Button type="button" variant="ghost" onClick={() => setSendingBack(false)}>
                {t('timesheets.cancel')}
              </Button>
            </div>
          </form>
        ) : (
          <div className="mt-3 flex flex-wrap gap-2">
            <Button aria-disabled={answer.isPending || undefined} onClick={() => void send()}>
              {t('timesheets.approve')}
            </Button>
            <Button variant="secondary" onClick={() => setSendingBack(true)}>
              {t('timesheets.sendBack')}
            </Button>
          </div>
        )
      ) : null}
      {answer.error ? (
        <FormAlert tone="error" className="mt-3">
          {apiErrorMessage(t, answer.error)}
        </FormAlert>
      ) : null}
    </article>
  );
}
