import type { PendingSkill } from '@escouade/contract/admin';
import { Check, GitMerge, X } from 'lucide-react';
import { type FormEvent, useId, useState } from 'react';
import { Button } from '../../../components/ui/button';
import { ConfirmDialog } from '../../../components/ui/confirm-dialog';
import { fieldControlClasses } from '../../../components/ui/form-field';
import { MainContent } from '../../../components/ui/main-content';
import { PageTitle } from '../../../components/ui/page-title';
import { apiErrorMessage } from '../../../lib/api-error-message';
import { getCurrentLanguage } from '../../../lib/i18n';
import { useDocumentTitle } from '../../../lib/use-document-title';
import { useTranslation } from '../../../lib/use-translation';
import { formatDateTime } from '../admin-format';
import { type SkillDecision, useDecideSkill, usePendingSkills } from '../api/pending-skills';

/**
 * `/admin/skills`: the skills professionals typed that matched none of the catalogue, oldest first. Each is
 * approved under a French and an English name, merged into the approved skill it duplicates, or rejected
 * after a confirmation; the outcome is announced and the queue read again.
 */
export function SkillsPage() {
  const { t } = useTranslation(['adminArea', 'errors']);
  useDocumentTitle('adminSkills');
  const pending = usePendingSkills();
  const decide = useDecideSkill();
  const [outcome, setOutcome] = useState('');
  const [rejecting, setRejecting] = useState<PendingSkill | null>(null);
  const skills = pending.data?.skills ?? [];

  const run = async (decision: SkillDecision, success: string) => {
    try {
      await decide.mutateAsync(decision);
      setOutcome(success);
    } catch (error) {
      setOutcome(t('skills.failed', { reason: apiErrorMessage(t, error) }));
    }
  };

  let status: string;
  if (pending.isPending) status = t('skills.loading');
  else if (!pending.data) status = t('skills.loadFailed');
  else if (skills.length === 0) status = t('skills.empty');
  else status = t('skills.shown', { count: skills.length });

  return (
    <MainContent className="w-full px-4 py-8 sm:px-6 lg:px-10">
      <PageTitle>{t('skills.title')}</PageTitle>
      <p className="mt-2 max-w-3xl text-ink-muted">{t('skills.intro')}</p>
      <p role="status" className="mt-6 text-ink-muted text-sm">
        {status}
      </p>
      <p role="status" aria-live="polite" className="mt-2 font-medium text-ink text-sm empty:hidden">
        {outcome}
      </p>
      <ul className="mt-4 flex flex-col gap-4">
        {skills.map((skill) => (
          <li key={skill.id}>
            <PendingSkillCard
              skill={skill}
              isBusy={decide.isPending}
              onApprove={(input) =>
                run({ kind: 'approve', skillId: skill.id, input }, t('skills.approved', { name: input.name }))
              }
              onMerge={(target) =>
                run(
                  { kind: 'merge', skillId: skill.id, targetId: target.id },
                  t('skills.merged', { name: skill.name, into: target.name }),
                )
              }
              onReject={() => setRejecting(skill)}
            />
          </li>
        ))}
      </ul>
      <ConfirmDialog
        open={rejecting !== null}
        onOpenChange={(isOpen) => !isOpen && setRejecting(null)}
        tone="danger"
        title={t('skills.rejectTitle', { name: rejecting?.name ?? '' })}
        description={t('skills.rejectText', { count: rejecting?.holderCount ?? 0 })}
        confirmLabel={t('skills.rejectConfirm')}
        pendingLabel={t('skills.rejecting')}
        cancelLabel={t('skills.cancel')}
        onConfirm={async () => {
          if (!rejecting) return;
          await run(
            { kind: 'reject', skillId: rejecting.id },
            t('skills.rejected', { name: rejecting.name }),
          );
        }}
      />
    </MainContent>
  );
}

type PendingSkillCardProps = {
  skill: PendingSkill;
  isBusy: boolean;
  onApprove: (input: { name: string; nameEn: string }) => void;
  onMerge: (target: PendingSkill['similar'][number]) => void;
  onReject: () => void;
};

function PendingSkillCard({ skill, isBusy, onApprove, onMerge, onReject }: PendingSkillCardProps) {
  const { t, i18n } = useTranslation('adminArea');
  const id = useId();
  const [name, setName] = useState(skill.name);
  const [nameEn, setNameEn] = useState('');
  const [targetId, setTargetId] = useState('');
  const target = skill.similar.find((candidate) => candidate.id === targetId);
  const who = skill.createdBy
    ? `${skill.createdBy.name ?? t('skills.unnamed')} (${skill.createdBy.email})`
    : t('skills.unknownAuthor');

  const approve = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    if (name.trim()) onApprove({ name: name.trim(), nameEn: nameEn.trim() });
  };

  return (
    <article aria-labelledby={`${id}-name`} className="rounded-xl border border-line bg-white p-4 sm:p-5">
      <h2 id={`${id}-name`} className="break-words font-semibold text-ink text-lg">
        {skill.name}
      </h2>
      <p className="mt-1 text-ink-muted text-sm">
        {t('skills.addedBy', { who, date: formatDateTime(skill.createdAt, getCurrentLanguage(i18n)) })}
        {' · '}
        {t('skills.holders', { count: skill.holderCount })}
      </p>

      <div className="mt-4 grid gap-6 lg:grid-cols-2">
        <form onSubmit={approve} aria-labelledby={`${id}-approve ${id}-name`} className="flex flex-col gap-3">
          <h3 id={`${id}-approve`} className="font-medium text-ink text-sm">
            {t('skills.approveLegend')}
          </h3>
          <div className="flex flex-col gap-1.5">
            <label htmlFor={`${id}-fr`} className="text-ink text-sm">
              {t('skills.nameFr')}
            </label>
            <input
              id={`${id}-fr`}
              value={name}
              onChange={(event) => setName(event.target.value)}
              required
              maxLength={80}
              className={fieldControlClasses}
            />
          </div>
          <div className="flex flex-col gap-1.5">
            <label htmlFor={`${id}-en`} className="text-ink text-sm">
              {t('skills.nameEn')}
            </label>
            <input
              id={`${id}-en`}
              value={nameEn}
              onChange={(event) => setNameEn(event.target.value)}
              maxLength={80}
              className={fieldControlClasses}
            />
          </div>
          <Button
            type="submit"
            disabled={isBusy || !name.trim()}
            aria-label={t('skills.approveNamed', { name: skill.name })}
            className="self-start"
          >
            <Check aria-hidden="true" className="size-4" />
            {t('skills.approve')}
          </Button>
        </form>

        <div className="flex flex-col gap-3">
          <div className="flex flex-col gap-1.5">
            <label htmlFor={`${id}-merge`} className="font-medium text-ink text-sm">
              {t('skills.mergeInto')}
            </label>
            {skill.similar.length === 0 ? (
              <p className="text-ink-muted text-sm">{t('skills.noSimilar')}</p>
            ) : (
              <select
                id={`${id}-merge`}
                value={targetId}
                onChange={(event) => setTargetId(event.target.value)}
                className={fieldControlClasses}
              >
                <option value="">{t('skills.mergeChoose')}</option>
                {skill.similar.map((candidate) => (
                  <option key={candidate.id} value={candidate.id}>
                    {candidate.nameEn ? `${candidate.name} (${candidate.nameEn})` : candidate.name}
                  </option>
                ))}
              </select>
            )}
          </div>
          <div className="flex flex-wrap gap-3">
            <Button
              variant="secondary"
              disabled={isBusy || !target}
              onClick={() => target && onMerge(target)}
              aria-label={t('skills.mergeNamed', { name: skill.name })}
            >
              <GitMerge aria-hidden="true" className="size-4" />
              {t('skills.merge')}
            </Button>
            <Button
              variant="ghost"
              disabled={isBusy}
              onClick={onReject}
              aria-label={t('skills.rejectNamed', { name: skill.name })}
            >
              <X aria-hidden="true" className="size-4" />
              {t('skills.reject')}
            </Button>
          </div>
        </div>
      </div>
    </article>
  );
}
