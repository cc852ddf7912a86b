import { formatMoney } from '@escouade/contract/format';
import { displayNameOr } from '@escouade/contract/people';
import type { BillingMode, ProjectEarnings } from '@escouade/contract/timesheets';
import { dayInFrance } from '@escouade/contract/calendar-days';
import { type FormEvent, useId, useState } from 'react';
import { useParams } from 'react-router';
import { LoadFailure } from '../../../components/load-failure';
import { Button } from '../../../components/ui/button';
import { FormAlert } from '../../../components/ui/form-alert';
import { fieldControlClasses } from '../../../components/ui/form-field';
import { MainContent } from '../../../components/ui/main-content';
import { PageTitle } from '../../../components/ui/page-title';
import { Spinner } from '../../../components/ui/spinner';
import { apiErrorMessage } from '../../../lib/api-error-message';
import { usePageTitle } from '../../../lib/use-document-title';
import { useTranslation } from '../../../lib/use-translation';
import {
  useIssueMonthInvoice,
  useProjectBillingForAdmin,
  useProjectEarnings,
  useRecordPayout,
  useSetBillingMode,
} from '../api/project-time-billing';

const cents = (value: number, language: string) => formatMoney(value / 100, language);

/**
 * `/admin/projects/:projectId/billing`: how the project is billed, the month's invoice of its approved hours,
 * and what each member is owed and was paid, with the form that records a payout.
 */
export function ProjectBillingPage() {
  const { t } = useTranslation(['adminArea', 'errors']);
  const { projectId = '' } = useParams();
  usePageTitle(t('timeBilling.title'), t('timeBilling.intro'));
  const billing = useProjectBillingForAdmin(projectId);
  const earnings = useProjectEarnings(projectId);
  const title = earnings.data?.members[0]?.projectTitle;
  return (
    <MainContent className="w-full px-4 py-8 sm:px-6 lg:px-10">
      <div className="mx-auto flex max-w-4xl flex-col gap-6">
        <div>
          <PageTitle>{t('timeBilling.title')}</PageTitle>
          <p className="mt-2 text-ink-muted">
            {title ? t('timeBilling.of', { title }) : t('timeBilling.intro')}
          </p>
        </div>
        {billing.isPending ? (
          <Spinner label={t('timeBilling.loading')} />
        ) : billing.isError ? (
          <LoadFailure
            message={t('timeBilling.loadFailed', { reason: apiErrorMessage(t, billing.error) })}
            onRetry={() => void billing.refetch()}
          />
        ) : (
          <>
            <BillingModeForm projectId={projectId} mode={billing.data.billingMode} />
            {billing.data.billingMode === 'time_and_materials' ? (
              <MonthInvoiceForm projectId={projectId} />
            ) : null}
          </>
        )}
        <section
          aria-labelledby="earnings-title"
          className="rounded-xl border border-line bg-white p-4 sm:p-6"
        >
          <h2 id="earnings-title" className="font-semibold text-ink text-xl">
            {t('timeBilling.earningsTitle')}
          </h2>
          {earnings.isPending ? (
            <Spinner label={t('timeBilling.loading')} />
          ) : earnings.isError ? (
            <LoadFailure
              message={t('timeBilling.loadFailed', { reason: apiErrorMessage(t, earnings.error) })}
              onRetry={() => void earnings.refetch()}
            />
          ) : earnings.data.members.length === 0 ? (
            <p className="mt-2 text-ink-muted">{t('timeBilling.noMember')}</p>
          ) : (
            <ul className="mt-3 flex flex-col gap-4">
              {earnings.data.members.map((member) => (
                <li key={member.memberId}>
                  <MemberPayout projectId={projectId} member={member} />
                </li>
              ))}
            </ul>
          )}
        </section>
      </div>
    </MainContent>
  );
}

function BillingModeForm({ projectId, mode }: { projectId: string; mode: BillingMode }) {
  const { t } = useTranslation(['adminArea', 'errors']);
  const [chosen, setChosen] = useState<BillingMode>(mode);
  const setMode = useSetBillingMode(projectId);
  return (
    <form
      className="rounded-xl border border-line bg-white p-4 sm:p-6"
      onSubmit={(event) => {
        event.preventDefault();
        if (!setMode.isPending) setMode.mutate(chosen);
      }}
    >
      <fieldset className="flex flex-col gap-2">
        <legend className="font-semibold text-ink text-xl">{t('timeBilling.modeTitle')}</legend>
        {(['fixed', 'time_and_materials'] as const).map((each) => (
          <label key={each} className="flex min-h-11 items-center gap-2 text-ink">
            <input
              type="radio"
              name="billing-mode"
              value={each}
              checked={chosen === each}
              onChange={() => setChosen(each)}
              className="size-4"
            />
            {t(`timeBilling.modes.${each}`)}
          </label>
        ))}
      </fieldset>
      <Button
        type="submit"
        variant="secondary"
        className="mt-3"
        aria-disabled={setMode.isPending || undefined}
      >
        {t('timeBilling.saveMode')}
      </Button>
      {setMode.error ? (
        <FormAlert tone="error" className="mt-3">
          {apiErrorMessage(t, setMode.error)}
        </FormAlert>
      ) : setMode.isSuccess ? (
        <FormAlert tone="success" className="mt-3">
          {t('timeBilling.modeSaved')}
        </FormAlert>
      ) : null}
    </form>
  );
}

function MonthInvoiceForm({ projectId }: { projectId: string }) {
  const { t } = useTranslation(['adminArea', 'errors']);
  const id = useId();
  const [month, setMonth] = useState(dayInFrance().slice(0, 7));
  const issue = useIssueMonthInvoice(projectId);
  return (
    <form
      aria-labelledby={`${id}-title`}
      className="flex flex-col gap-3 rounded-xl border border-line bg-white p-4 sm:p-6"
      onSubmit={(event) => {
        event.preventDefault();
        if (!issue.isPending) issue.mutate(month);
      }}
    >
      <h2 id={`${id}-title`} className="font-semibold text-ink text-xl">
        {t('timeBilling.invoiceTitle')}
      </h2>
      <p className="text-ink-muted text-sm">{t('timeBilling.invoiceIntro')}</p>
      <div className="flex flex-col gap-1.5">
        <label htmlFor={`${id}-month`} className="font-medium text-ink text-sm">
          {t('timeBilling.month')}
        </label>
        <input
          id={`${id}-month`}
          type="month"
          required
          value={month}
          onChange={(event) => setMonth(event.target.value)}
          className={`${fieldControlClasses} max-w-56`}
        />
      </div>
      <Button type="submit" className="self-start" aria-disabled={issue.isPending || undefined}>
        {t('timeBilling.issue')}
      </Button>
      {issue.error ? <FormAlert tone="error">{apiErrorMessage(t, issue.error)}</FormAlert> : null}
      {issue.data ? (
        <FormAlert tone="success">
          {t('timeBilling.issued', { number: issue.data.number })}{' '}
          <a
            href={`/api/invoices/${encodeURIComponent(issue.data.id)}/pdf`}
            className="font-medium underline underline-offset-2"
          >
            {t('timeBilling.download')}
          </a>
        </FormAlert>
      ) : null}
    </form>
  );
}

function MemberPayout({ projectId, member }: { projectId: string; member: ProjectEarnings }) {
  const { t, i18n } = useTranslation(['adminArea', 'errors']);
  const language = i18n.resolvedLanguage === 'en' ? 'en' : 'fr';
  const id = useId();
  const record = useRecordPayout(projectId);
  const [amount, setAmount] = useState('');
  const [paidOn, setPaidOn] = useState(dayInFrance());
  const [reference, setReference] = useState('');
  const [done, setDone] = useState(false);
  const name = displayNameOr({ firstName: member.memberName }, t('timeBilling.unnamed'));
  const left = member.owedCents - member.paidCents;

  const submit = async (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    if (record.isPending) return;
    setDone(false);
    const amountCents = Math.round(Number(amount.replace(/\s/g, '').replace(',', '.')) * 100);
    try {
      await record.mutateAsync({
        memberId: member.memberId,
        amountCents,
        paidOn,
        reference: reference.trim() || null,
      });
      setDone(true);
      setAmount('');
      setReference('');
    } catch {
      // Shown below from the mutation's error.
    }
  };

  return (
    <article aria-labelledby={`${id}-title`} className="rounded-lg border border-line p-3 sm:p-4">
      <h3 id={`${id}-title`} className="font-medium text-ink">
        {name}
      </h3>
      <p className="mt-1 text-ink-muted text-sm">
        {t('timeBilling.figures', {
          owed: cents(member.owedCents, language),
          paid: cents(member.paidCents, language),
          left: cents(left, language),
        })}
      </p>
      <form
        className="mt-3 grid grid-cols-1 gap-3 sm:grid-cols-4 sm:items-end"
        onSubmit={(event) => void submit(event)}
      >
        <div className="flex flex-col gap-1.5">
          <label htmlFor={`${id}-amount`} className="font-medium text-ink text-sm">
            {t('timeBilling.amount')}
          </label>
          <input
            id={`${id}-amount`}
            inputMode="decimal"
            required
            value={amount}
            onChange={(event) => setAmount(event.target.value)}
            className={fieldControlClasses}
          />
        </div>
        <div className="flex flex-col gap-1.5">
          <label htmlFor={`${id}-date`} className="font-medium text-ink text-sm">
            {t('timeBilling.paidOn')}
          </label>
          <input
            id={`${id}-date`}
            type="date"
            required
            value={paidOn}
            onChange={(event) => setPaidOn(event.target.value)}
            className={fieldControlClasses}
          />
        </div>
        <div className="flex flex-col gap-1.5">
          <label htmlFor={`${id}-reference`} className="font-medium text-ink text-sm">
            {t('timeBilling.reference')}
          </label>
          <input
            id={`${id}-reference`}
            maxLength={140}
            value={reference}
            onChange={(event) => setReference(event.target.value)}
            className={fieldControlClasses}
          />
        </div>
        <Button type="submit" aria-disabled={record.isPending || undefined}>
          {t('timeBilling.record', { name })}
        </Button>
      </form>
      {record.error ? (
        <FormAlert tone="error" className="mt-3">
          {apiErrorMessage(t, record.error)}
        </FormAlert>
      ) : done ? (
        <FormAlert tone="success" className="mt-3">
          {t('timeBilling.recorded')}
        </FormAlert>
      ) : null}
    </article>
  );
}
