import { isSiret, isVatNumber } from '@escouade/contract/business-identifiers';
import {
  ORGANISATION_SIZE_BANDS,
  type Organisation,
  type OrganisationInput,
  type OrganisationSizeBand,
} from '@escouade/contract/organisations';
import { displayName } from '@escouade/contract/people';
import { type FormEvent, useId, useRef, useState } from 'react';
import { useSearchParams } from 'react-router';
import { useQueryClient } from '@tanstack/react-query';
import { BusinessVerification, type VerificationCopy } from '../../../components/business-verification';
import { LoadFailure } from '../../../components/load-failure';
import { VerifiedBadge } from '../../../components/verified-badge';
import { ConfirmDialog } from '../../../components/ui/confirm-dialog';
import { Button } from '../../../components/ui/button';
import { FormField, fieldControlClasses } from '../../../components/ui/form-field';
import { MainContent } from '../../../components/ui/main-content';
import { PageTitle } from '../../../components/ui/page-title';
import { ApiError } from '../../../lib/api-client';
import { apiErrorMessage } from '../../../lib/api-error-message';
import { useAuthSession } from '../../../lib/auth-session';
import { useDocumentTitle } from '../../../lib/use-document-title';
import { useTranslation } from '../../../lib/use-translation';
import { getFieldIssues, translateValidationMessage } from '../../../lib/validation-message';
import {
  useAcceptInvitation,
  useCreateOrganisation,
  useInviteColleague,
  useMembers,
  myOrganisationQueryKey,
  useMyOrganisation,
  useRemoveMember,
  useTransferOwnership,
  useUpdateOrganisation,
} from '../api/organisations';

const NAMESPACES = ['account', 'validation', 'errors'] as const;

/** Spaces and dots people group identifiers with, dropped; letters capitalised (as the API reads them). */
const compact = (text: string) => text.replace(/[\s.\u00a0\u202f]+/g, '').toUpperCase();

/**
 * `/dashboard/organisation`: a client's organisation. Without one, the client creates it (and owns it); with
 * one, its details (changed by its owners), its members (removed, or made owner, by an owner; each may leave)
 * and an invitation by e-mail. With `?token=` from an invitation e-mail, the page first offers to join.
 */
export function OrganisationPage() {
  const { t } = useTranslation(NAMESPACES);
  useDocumentTitle('myOrganisation');
  const { user } = useAuthSession();
  const [params, setParams] = useSearchParams();
  const token = params.get('token');
  if (!user) return null;
  return (
    <MainContent className="w-full px-4 py-8 sm:px-6 lg:px-10">
      <div className="mx-auto flex w-full max-w-3xl flex-col gap-6">
        <div>
          <PageTitle>{t('organisation.title')}</PageTitle>
          <p className="mt-2 text-ink-muted">{t('organisation.intro')}</p>
        </div>
        {user.role !== 'user' ? (
          <p className="text-ink-muted">{t('organisation.clientsOnly')}</p>
        ) : (
          <>
            {token && <JoinSection token={token} onDone={() => setParams({}, { replace: true })} />}
            <OrganisationState userId={user.id} />
          </>
        )}
      </div>
    </MainContent>
  );
}

function JoinSection({ token, onDone }: { token: string; onDone: () => void }) {
  const { t } = useTranslation(NAMESPACES);
  const accept = useAcceptInvitation();
  const headingId = useId();
  const [failure, setFailure] = useState('');
  const join = async () => {
    setFailure('');
    try {
      await accept.mutateAsync(token);
      onDone();
    } catch (error) {
      setFailure(apiErrorMessage(t, error));
    }
  };
  return (
    <section
      aria-labelledby={headingId}
      className="rounded-lg border border-brand-200 bg-brand-50 p-4 sm:p-5"
    >
      <h2 id={headingId} className="font-semibold text-ink text-lg">
        {t('organisation.join.title')}
      </h2>
      <p className="mt-1 text-ink">{t('organisation.join.intro')}</p>
      <div className="mt-3 flex flex-wrap gap-3">
        <Button type="button" onClick={() => void join()} disabled={accept.isPending}>
          {t('organisation.join.accept')}
        </Button>
        <Button type="button" variant="secondary" onClick={onDone}>
          {t('organisation.join.ignore')}
        </Button>
      </div>
      {failure && (
        <p role="alert" className="mt-3 text-danger-700">
          {failure}
        </p>
      )}
    </section>
  );
}

function OrganisationState({ userId }: { userId: string }) {
  const { t } = useTranslation(NAMESPACES);
  const mine = useMyOrganisation();
  if (mine.isPending) {
    return (
      <p role="status" className="text-ink-muted">
        {t('organisation.loading')}
      </p>
    );
  }
  if (mine.data === undefined) {
    return (
      <LoadFailure
        boxed
        message={t('organisation.loadFailed', { reason: apiErrorMessage(t, mine.error) })}
        onRetry={() => void mine.refetch()}
      />
    );
  }
  if (mine.data === null) return <DetailsForm organisation={null} />;
  const organisation = mine.data;
  const isOwner = organisation.myRole === 'owner';
  return (
    <>
      {isOwner ? <DetailsForm organisation={organisation} /> : <DetailsCard organisation={organisation} />}
      <VerificationSection organisation={organisation} />
      <MembersSection userId={userId} isOwner={isOwner} />
      {isOwner && <InviteForm />}
    </>
  );
}

/**
 * The organisation's verification: its owners ask for it (the SIRET and the registration document) and follow
 * the request; a member sees whether it is verified.
 */
function VerificationSection({ organisation }: { organisation: Organisation }) {
  const { t } = useTranslation(NAMESPACES);
  const queryClient = useQueryClient();
  const headingId = useId();
  const copy: VerificationCopy = {
    loading: t('organisation.verification.loading'),
    loadFailed: (reason) => t('organisation.verification.loadFailed', { reason }),
    verified: (siret) => t('organisation.verification.verified', { siret }),
    verifiedNote: t('organisation.verification.verifiedNote'),
    notVerified: t('organisation.verification.notVerified'),
    pending: (date, siret) => t('organisation.verification.pending', { date, siret }),
    rejected: (date, siret) => t('organisation.verification.rejected', { date, siret }),
    rejectedReason: (reason) => t('organisation.verification.rejectedReason', { reason }),
    requestAgain: t('organisation.verification.requestAgain'),
    formTitle: t('organisation.verification.formTitle'),
    formTitleAgain: t('organisation.verification.formTitleAgain'),
    siret: t('organisation.verification.siret'),
    siretHint: t('organisation.verification.siretHint'),
    document: t('organisation.verification.document'),
    documentHint: t('organisation.verification.documentHint'),
    documentRequired: t('organisation.verification.documentRequired'),
    documentNotPdf: t('organisation.verification.documentNotPdf'),
    submit: t('organisation.verification.submit'),
    submitting: t('organisation.verification.submitting'),
    failed: (reason) => t('organisation.verification.failed', { reason }),
  };
  return (
    <section aria-labelledby={headingId} className="flex flex-col gap-4">
      <div>
        <h2 id={headingId} className="font-semibold text-ink text-xl">
          {t('organisation.verification.title')}
        </h2>
        <p className="mt-1 text-ink-muted">
          {organisation.myRole === 'owner'
            ? t('organisation.verification.intro')
            : t('organisation.verification.memberNote')}
        </p>
      </div>
      {organisation.myRole === 'owner' ? (
        <BusinessVerification
          subjectType="organisation"
          subjectId={organisation.id}
          copy={copy}
          knownSiret={organisation.siret}
          // The SIRET asked for becomes the organisation's.
          onRequested={() => void queryClient.invalidateQueries({ queryKey: myOrganisationQueryKey })}
        />
      ) : (
        <p className="flex flex-wrap items-center gap-2 rounded-lg border border-line bg-white p-4 text-ink sm:p-5">
          {organisation.verified ? (
            <>
              <VerifiedBadge />
              {organisation.siret && copy.verified(organisation.siret)}
            </>
          ) : (
            copy.notVerified
          )}
        </p>
      )}
    </section>
  );
}

function DetailsCard({ organisation }: { organisation: Organisation }) {
  const { t } = useTranslation(NAMESPACES);
  const headingId = useId();
  const rows: [string, string | null][] = [
    [t('organisation.fields.siret'), organisation.siret],
    [t('organisation.fields.vatNumber'), organisation.vatNumber],
    [t('organisation.fields.sector'), organisation.sector],
    [
      t('organisation.fields.sizeBand'),
      organisation.sizeBand && t(`organisation.sizeBands.${organisation.sizeBand}`),
    ],
    [t('organisation.fields.website'), organisation.website],
  ];
  return (
    <section aria-labelledby={headingId} className="rounded-lg border border-line bg-white p-4 sm:p-5">
      <h2 id={headingId} className="font-semibold text-ink text-lg">
        {organisation.legalName}
      </h2>
      <dl className="mt-3 grid grid-cols-1 gap-x-6 gap-y-2 sm:grid-cols-[auto_1fr]">
        {rows.map(([label, value]) => (
          <div key={label} className="contents">
            <dt className="text-ink-muted text-sm">{label}</dt>
            <dd className="text-ink">{value ?? t('organisation.none')}</dd>
          </div>
        ))}
      </dl>
      <p className="mt-3 text-ink-muted text-sm">{t('organisation.memberNote')}</p>
    </section>
  );
}

type Field = 'legalName' | 'siret' | 'vatNumber' | 'sector' | 'website';

function DetailsForm({ organisation }: { organisation: Organisation | null }) {
  const { t } = useTranslation(NAMESPACES);
  const create = useCreateOrganisation();
  const update = useUpdateOrganisation();
  const headingId = useId();
  const [values, setValues] = useState<Record<Field, string>>({
    legalName: organisation?.legalName ?? '',
    siret: organisation?.siret ?? '',
    vatNumber: organisation?.vatNumber ?? '',
    sector: organisation?.sector ?? '',
    website: organisation?.website ?? '',
  });
  const [sizeBand, setSizeBand] = useState<OrganisationSizeBand | ''>(organisation?.sizeBand ?? '');
  const [errors, setErrors] = useState<Partial<Record<Field, string>>>({});
  const [status, setStatus] = useState('');
  const formRef = useRef<HTMLFormElement>(null);
  const pending = create.isPending || update.isPending;

  const check = (): Partial<Record<Field, string>> => {
    const found: Partial<Record<Field, string>> = {};
    const siret = compact(values.siret);
    const vat = compact(values.vatNumber);
    if (!values.legalName.trim()) found.legalName = translateValidationMessage(t, 'required');
    if (siret && !/^\d{14}$/.test(siret)) found.siret = translateValidationMessage(t, 'siretLength');
    else if (siret && !isSiret(siret)) found.siret = translateValidationMessage(t, 'siretChecksum');
    if (vat && !isVatNumber(vat)) found.vatNumber = t('organisation.invalidVatNumber');
    if (values.website.trim() && !/^https?:\/\/\S+$/.test(values.website.trim()))
      found.website = translateValidationMessage(t, 'invalidUrl');
    return found;
  };

  const submit = async (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    setStatus('');
    const found = check();
    setErrors(found);
    const first = (Object.keys(found) as Field[])[0];
    if (first) {
      formRef.current?.querySelector<HTMLInputElement>(`[name="${first}"]`)?.focus();
      return;
    }
    const input: OrganisationInput = {
      legalName: values.legalName,
      siret: values.siret || null,
      vatNumber: values.vatNumber || null,
      sector: values.sector || null,
      sizeBand: sizeBand || null,
      website: values.website.trim() || null,
      billingAddress: organisation?.billingAddress ?? null,
    };
    try {
      await (organisation ? update : create).mutateAsync(input);
      setStatus(organisation ? t('organisation.saved') : t('organisation.created'));
    } catch (error) {
      const issues = error instanceof ApiError ? getFieldIssues(error.details) : new Map<string, string>();
      const fromApi: Partial<Record<Field, string>> = {};
      for (const field of ['legalName', 'siret', 'vatNumber', 'sector', 'website'] as Field[]) {
        const issue = issues.get(field);
        if (issue)
          fromApi[field] =
            issue === 'invalidVatNumber'
              ? t('organisation.invalidVatNumber')
              : translateValidationMessage(t, issue);
      }
      if (Object.keys(fromApi).length > 0) setErrors(fromApi);
      else setStatus(t('organisation.failed', { reason: apiErrorMessage(t, error) }));
    }
  };

  const text = (field: Field, props: { inputMode?: 'numeric' | 'url'; autoComplete?: string } = {}) => (
    <FormField label={t(`organisation.fields.${field}`)} error={errors[field]}>
      {(control) => (
        <input
          {...control}
          name={field}
          type={field === 'website' ? 'url' : 'text'}
          spellCheck={false}
          autoComplete={props.autoComplete ?? 'off'}
          inputMode={props.inputMode}
          value={values[field]}
          onChange={(event) => setValues((current) => ({ ...current, [field]: event.target.value }))}
          className={fieldControlClasses}
        />
      )}
    </FormField>
  );

  return (
    <section aria-labelledby={headingId} className="rounded-lg border border-line bg-white p-4 sm:p-5">
      <h2 id={headingId} className="font-semibold text-ink text-lg">
        {organisation ? t('organisation.editTitle') : t('organisation.createTitle')}
      </h2>
      {!organisation && <p className="mt-1 text-ink-muted">{t('organisation.createIntro')}</p>}
      <form
        ref={formRef}
        onSubmit={(event) => void submit(event)}
        noValidate
        className="mt-4 flex flex-col gap-4"
      >
        {text('legalName', { autoComplete: 'organization' })}
        {text('siret', { inputMode: 'numeric' })}
        {text('vatNumber')}
        {text('sector')}
        <FormField label={t('organisation.fields.sizeBand')}>
          {(control) => (
            <select
              {...control}
              name="sizeBand"
              value={sizeBand}
              onChange={(event) => setSizeBand(event.target.value as OrganisationSizeBand | '')}
              className={fieldControlClasses}
            >
              <option value="">{t('organisation.sizeBandNone')}</option>
              {ORGANISATION_SIZE_BANDS.map((band) => (
                <option key={band} value={band}>
                  {t(`organisation.sizeBands.${band}`)}
                </option>
              ))}
            </select>
          )}
        </FormField>
        {text('website', { inputMode: 'url', autoComplete: 'url' })}
        <div>
          <Button type="submit" disabled={pending}>
            {organisation ? t('organisation.save') : t('organisation.create')}
          </Button>
        </div>
        <p role="status" className="text-ink">
          {status}
        </p>
      </form>
    </section>
  );
}

function MembersSection({ userId, isOwner }: { userId: string; isOwner: boolean }) {
  const { t } = useTranslation(NAMESPACES);
  const members = useMembers(true);
  const remove = useRemoveMember();
  const transfer = useTransferOwnership();
  const headingId = useId();
  const [failure, setFailure] = useState('');
  // Each change of who belongs is confirmed first: it opens or closes the organisation's projects to someone.
  const [pending, setPending] = useState<{
    title: string;
    description: string;
    confirmLabel: string;
    tone: 'danger' | 'default';
    run: () => Promise<unknown>;
  } | null>(null);
  const act = async (action: () => Promise<unknown>) => {
    setFailure('');
    try {
      await action();
      void members.refetch();
    } catch (error) {
      setFailure(apiErrorMessage(t, error));
    }
  };
  if (!members.data) {
    return members.isPending ? null : (
      <LoadFailure
        boxed
        message={t('organisation.loadFailed', { reason: apiErrorMessage(t, members.error) })}
        onRetry={() => void members.refetch()}
      />
    );
  }
  const ownerCount = members.data.members.filter((member) => member.role === 'owner').length;
  return (
    <section aria-labelledby={headingId} className="rounded-lg border border-line bg-white p-4 sm:p-5">
      <h2 id={headingId} className="font-semibold text-ink text-lg">
        {t('organisation.members.title')}
      </h2>
      <ul className="mt-3 divide-y divide-line">
        {members.data.members.map((member) => {
          const name = displayName(member) ?? t('organisation.members.unnamed');
          const isMe = member.userId === userId;
          const isPlainMember = member.role !== 'owner';
          // The last owner cannot leave: they hand the organisation over first.
          const isLastOwner = !isPlainMember && ownerCount === 1;
          return (
            <li key={member.userId} className="flex flex-wrap items-center justify-between gap-3 py-3">
              <span className="text-ink">
                {name}
                {isMe && <span className="text-ink-muted"> {t('organisation.members.you')}</span>}{' '}
                <span className="text-ink-muted text-sm">· {t(`organisation.roles.${member.role}`)}</span>
              </span>
              <span className="flex flex-wrap gap-2">
                {isOwner && !isMe && isPlainMember && (
                  <Button
                    type="button"
                    variant="secondary"
                    aria-label={t('organisation.members.makeOwnerOf', { name })}
                    onClick={() =>
                      setPending({
                        title: t('organisation.members.makeOwnerTitle', { name }),
                        description: t('organisation.members.makeOwnerText', { name }),
                        confirmLabel: t('organisation.members.makeOwner'),
                        tone: 'default',
                        run: () => transfer.mutateAsync(member.userId),
                      })
                    }
                  >
                    {t('organisation.members.makeOwner')}
                  </Button>
                )}
                {(isMe ? !isLastOwner : isOwner) && (
                  <Button
                    type="button"
                    variant="ghost"
                    aria-label={isMe ? undefined : t('organisation.members.removeOf', { name })}
                    onClick={() =>
                      setPending({
                        title: isMe
                          ? t('organisation.members.leaveTitle')
                          : t('organisation.members.removeTitle', { name }),
                        description: isMe
                          ? t('organisation.members.leaveText')
                          : t('organisation.members.removeText', { name }),
                        confirmLabel: isMe
                          ? t('organisation.members.leave')
                          : t('organisation.members.remove'),
                        tone: 'danger',
                        run: () => remove.mutateAsync(member.userId),
                      })
                    }
                  >
                    {isMe ? t('organisation.members.leave') : t('organisation.members.remove')}
                  </Button>
                )}
              </span>
            </li>
          );
        })}
      </ul>
      {members.data.pendingInvitations.length > 0 && (
        <>
          <h3 className="mt-4 font-medium text-ink">{t('organisation.members.pending')}</h3>
          <ul className="mt-2 list-disc pl-5 text-ink-muted">
            {members.data.pendingInvitations.map((invitation) => (
              <li key={invitation.id}>{invitation.email}</li>
            ))}
          </ul>
        </>
      )}
      {failure && (
        <p role="alert" className="mt-3 text-danger-700">
          {failure}
        </p>
      )}
      <ConfirmDialog
        open={pending !== null}
        onOpenChange={(isOpen) => !isOpen && setPending(null)}
        tone={pending?.tone ?? 'default'}
        title={pending?.title ?? ''}
        description={pending?.description ?? ''}
        confirmLabel={pending?.confirmLabel ?? ''}
        cancelLabel={t('organisation.members.cancel')}
        onConfirm={() => (pending ? act(pending.run) : undefined)}
      />
    </section>
  );
}

function InviteForm() {
  const { t } = useTranslation(NAMESPACES);
  const invite = useInviteColleague();
  const headingId = useId();
  const [email, setEmail] = useState('');
  const [error, setError] = useState('');
  const [status, setStatus] = useState('');
  const submit = async (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    setStatus('');
    if (!email.trim()) {
      setError(translateValidationMessage(t, 'required'));
      return;
    }
    setError('');
    try {
      await invite.mutateAsync(email.trim());
      setStatus(t('organisation.invite.sent', { email: email.trim() }));
      setEmail('');
    } catch (failure) {
      const issue = failure instanceof ApiError ? getFieldIssues(failure.details).get('email') : undefined;
      setError(issue ? translateValidationMessage(t, issue) : apiErrorMessage(t, failure));
    }
  };
  return (
    <section aria-labelledby={headingId} className="rounded-lg border border-line bg-white p-4 sm:p-5">
      <h2 id={headingId} className="font-semibold text-ink text-lg">
        {t('organisation.invite.title')}
      </h2>
      <p className="mt-1 text-ink-muted">{t('organisation.invite.intro')}</p>
      <form onSubmit={(event) => void submit(event)} noValidate className="mt-4 flex flex-col gap-4">
        <FormField label={t('organisation.invite.email')} error={error || undefined}>
          {(control) => (
            <input
              {...control}
              name="email"
              type="email"
              autoComplete="off"
              value={email}
              onChange={(event) => setEmail(event.target.value)}
              className={fieldControlClasses}
            />
          )}
        </FormField>
        <div>
          <Button type="submit" disabled={invite.isPending}>
            {t('organisation.invite.send')}
          </Button>
        </div>
        <p role="status" className="text-ink">
          {status}
        </p>
      </form>
    </section>
  );
}
