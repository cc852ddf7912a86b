import {
  type Budget,
  type PodMember,
  PROPOSAL_KINDS,
  type Project,
  type Proposal,
} from '@escouade/contract/projects';
import { proposalPath, publicProfilePath } from '@escouade/contract/paths';
import type { TFunction } from 'i18next';
import { clsx } from 'clsx';
import type { ProposalLabel } from '@escouade/contract/proposal-labels';
import {
  Award,
  BadgeEuro,
  CircleAlert,
  CircleCheck,
  CircleX,
  MessagesSquare,
  PiggyBank,
  SearchX,
  Target,
  UsersRound,
} from 'lucide-react';
import { type Ref, useId, useState } from 'react';
import { useTranslation } from '../../../lib/use-translation';
import { Link } from 'react-router';
import { RatingSummaryText } from '../../../components/rating';
import { Avatar, getInitials } from '../../../components/ui/avatar';
import { Button, buttonClasses } from '../../../components/ui/button';
import { ConfirmDialog } from '../../../components/ui/confirm-dialog';
import { FormAlert } from '../../../components/ui/form-alert';
import { useChooseProposal } from '../api/choose-proposal';
import { readStoredBrief } from '../brief-form';
import { describeBudget, describeEffort, formatMoney, formatPersonName } from '../format';
import { AvailabilityLabel } from './availability-label';
import { VerifiedBadge } from '../../../components/verified-badge';
import { apiErrorMessage } from '../../../lib/api-error-message';

const LABEL_ICONS: Record<ProposalLabel | 'none', typeof Target> = {
  best_coverage: Target,
  best_value: PiggyBank,
  most_senior: Award,
  lowest_cost: BadgeEuro,
  none: UsersRound,
};

/** The label a proposal is named after: the one its search was for when it earned it, else its first. */
function getMainLabel(proposal: Proposal): ProposalLabel | 'none' {
  const own = proposal.kind === 'best_value' ? ['best_value', 'lowest_cost'] : [proposal.kind];
  return proposal.labels.find((label) => own.includes(label)) ?? proposal.labels[0] ?? 'none';
}

type ProposalListProps = {
  project: Project;
  proposals: Proposal[];
  /** The section's heading, focused once the brief is confirmed. */
  headingRef?: Ref<HTMLHeadingElement>;
};

/**
 * The three team configurations, side by side from `lg` (stacked below): members, coverage of each required
 * skill, estimated hourly cost against the budget, and why this team. Choosing one invites its members (the
 * project's status changes to 'staffing' in the cache; the page follows).
 */
export function ProposalList({ project, proposals, headingRef }: ProposalListProps) {
  const { t, i18n } = useTranslation(['projects', 'errors']);
  const id = useId();
  const choose = useChooseProposal(project.id);
  const [choosing, setChoosing] = useState<Proposal | null>(null);
  const language = i18n.resolvedLanguage ?? 'fr';
  const teamMax = readStoredBrief(project)?.teamSize.max;
  const hasNoTeamWithinBudget = proposals.every((proposal) => proposal.withinBudget === false);

  return (
    <section aria-labelledby={`${id}-title`} className="flex flex-col gap-4">
      <div>
        <h2
          id={`${id}-title`}
          ref={headingRef}
          tabIndex={-1}
          className="font-semibold text-2xl text-ink outline-none"
        >
          {t('proposals.title')}
        </h2>
        <p className="mt-1 text-ink-muted">{t('proposals.intro')}</p>
        {proposals.length > 0 && proposals.length < PROPOSAL_KINDS.length && (
          <p className="mt-1 text-ink-muted text-sm">{describeFewerTeams(t, proposals)}</p>
        )}
        <p className="mt-1 text-ink text-sm">
          {t('proposals.yourBudget', { budget: describeBudget(t, project.budget, language) })}
          {project.effort && teamMax !== undefined && (
            <> {describeEffort(t, { budget: project.budget, effort: project.effort, teamMax }, language)}</>
          )}
        </p>
      </div>
      {choose.isError && (
        <FormAlert tone="error">
          <p>{apiErrorMessage(t, choose.error)}</p>
        </FormAlert>
      )}
      {proposals.length === 0 ? (
        <div className="flex flex-col items-center rounded-xl border border-line border-dashed bg-white px-6 py-10 text-center">
          <SearchX aria-hidden="true" className="size-10 text-ink-muted" />
          <p className="mt-3 font-semibold text-ink">{t('proposals.empty.title')}</p>
          <p className="mt-1 max-w-xl text-ink-muted text-sm">{t('proposals.empty.hint')}</p>
        </div>
      ) : (
        <ol className="grid gap-4 lg:grid-cols-3">
          {proposals.map((proposal, index) => (
            <li key={proposal.id} className="flex">
              <ProposalCard
                proposal={proposal}
                position={index + 1}
                language={language}
                budgetKind={project.budget?.kind ?? null}
                overBudgetReason={
                  proposal.withinBudget === false
                    ? getOverBudgetReason(t, proposal, proposals, hasNoTeamWithinBudget)
                    : null
                }
                onChoose={() => setChoosing(proposal)}
              />
            </li>
          ))}
        </ol>
      )}
      <ConfirmDialog
        open={choosing !== null}
        onOpenChange={(isOpen) => !isOpen && setChoosing(null)}
        tone="default"
        title={t('proposals.confirm.title')}
        description={
          choosing
            ? [
                t('proposals.confirm.description', {
                  count: choosing.members.length,
                  name: t(`proposals.labels.${getMainLabel(choosing)}.title`),
                }),
                describeOverBudget(t, choosing, project.budget?.kind ?? null, language),
              ]
                .filter(Boolean)
                .join(' ')
            : ''
        }
        confirmLabel={t('proposals.confirm.confirm')}
        pendingLabel={t('proposals.confirm.pending')}
        cancelLabel={t('proposals.confirm.cancel')}
        onConfirm={async () => {
          if (!choosing) return;
          try {
            // The project is now staffing: the page moves on to the team.
            await choose.mutateAsync(choosing.kind);
          } catch {
            // Shown above the proposals; the dialog gives the focus back to the button.
          }
        }}
      />
    </section>
  );
}

/**
 * Why a brief shows fewer teams than it may, in a client's words: each search left out found no team better than
 * those shown at what it looks for, the skills for less money or more experienced people.
 */
function describeFewerTeams(t: TFunction<'projects'>, proposals: Proposal[]): string {
  const isShown = (kind: Proposal['kind']) => proposals.some((proposal) => proposal.kind === kind);
  const why =
    !isShown('best_value') && !isShown('most_senior')
      ? 'cheaperOrSenior'
      : isShown('best_value')
        ? 'senior'
        : 'cheaper';
  return t('proposals.fewer.sentence', {
    intro: t('proposals.fewer.intro', { count: proposals.length, max: PROPOSAL_KINDS.length }),
    why: t(`proposals.fewer.why.${why}`),
  });
}

/** How far over the budget the chosen team goes, for the confirmation; nothing within budget. */
function describeOverBudget(
  t: TFunction<'projects'>,
  { withinBudget, overBudgetBy }: Proposal,
  budgetKind: Budget['kind'] | null,
  language: string,
): string | null {
  if (withinBudget !== false) return null;
  if (overBudgetBy === null || budgetKind === null) return t('proposals.confirm.over');
  const amount = formatMoney(overBudgetBy, language);
  return budgetKind === 'total'
    ? t('proposals.confirm.overTotal', { amount })
    : t('proposals.confirm.overHourly', { amount });
}

/**
 * Why no team within budget matches a team over it. Best coverage is the best any team within budget
 * reaches whenever one fits; so either none of the requested size fits, or a proposal within budget covers
 * at least as much (the team over budget costs more for something else, such as experience).
 */
function getOverBudgetReason(
  t: TFunction<'projects'>,
  proposal: Proposal,
  proposals: Proposal[],
  hasNoTeamWithinBudget: boolean,
): string | null {
  if (hasNoTeamWithinBudget) return t('proposals.overBudgetWhy.noTeamFits');
  const index = proposals.findIndex(
    (other) => other.withinBudget === true && other.coverageScore >= proposal.coverageScore - 1e-9,
  );
  return index === -1 ? null : t('proposals.overBudgetWhy.coveredWithin', { number: index + 1 });
}

type ProposalCardProps = {
  proposal: Proposal;
  position: number;
  language: string;
  budgetKind: Budget['kind'] | null;
  overBudgetReason: string | null;
  onChoose: () => void;
};

function ProposalCard({
  proposal,
  position,
  language,
  budgetKind,
  overBudgetReason,
  onChoose,
}: ProposalCardProps) {
  const { t } = useTranslation('projects');
  const id = useId();
  const mainLabel = getMainLabel(proposal);
  const otherLabels = proposal.labels.filter((label) => label !== mainLabel);
  const Icon = LABEL_ICONS[mainLabel];
  const name = t(`proposals.labels.${mainLabel}.title`);
  const coverage = new Intl.NumberFormat(language, { style: 'percent', maximumFractionDigits: 0 }).format(
    proposal.coverageScore,
  );
  const averageExperience = new Intl.NumberFormat(language, { maximumFractionDigits: 1 }).format(
    proposal.averageExperienceYears,
  );

  return (
    <article
      aria-labelledby={`${id}-title`}
      className={clsx(
        'flex w-full flex-col rounded-xl border bg-white',
        proposal.isChosen ? 'border-brand-700 ring-2 ring-brand-700' : 'border-line',
      )}
    >
      <header className="border-line border-b p-4 sm:p-5">
        <p className="flex items-center gap-2 font-semibold text-brand-700 text-xs uppercase tracking-wide">
          <Icon aria-hidden="true" className="size-4" />
          {t('proposals.option', { number: position })}
        </p>
        <h3 id={`${id}-title`} className="mt-1 font-semibold text-ink text-lg">
          {name}
        </h3>
        <p className="mt-1 text-ink-muted text-sm">{t(`proposals.labels.${mainLabel}.why`)}</p>
        {otherLabels.length > 0 && (
          <p className="mt-2 flex flex-wrap items-center gap-1.5 text-xs">
            <span className="text-ink-muted">{t('proposals.alsoLabels')}</span>
            {otherLabels.map((label) => (
              <span
                key={label}
                className="rounded-full border border-brand-100 bg-brand-50 px-2 py-0.5 font-medium text-brand-800"
              >
                {t(`proposals.labels.${label}.title`)}
              </span>
            ))}
          </p>
        )}
      </header>

      <dl className="grid grid-cols-2 gap-x-4 gap-y-3 border-line border-b p-4 text-sm sm:p-5">
        <div>
          <dt className="text-ink-muted text-xs">{t('proposals.coverage')}</dt>
          <dd className="mt-0.5 font-semibold text-ink text-lg">{coverage}</dd>
          <dd aria-hidden="true" className="mt-1 h-1.5 overflow-hidden rounded-full bg-brand-50">
            <span
              className="block h-full rounded-full bg-brand-700"
              style={{ width: `${Math.round(Math.min(1, Math.max(0, proposal.coverageScore)) * 100)}%` }}
            />
          </dd>
        </div>
        <div>
          <dt className="text-ink-muted text-xs">{t('proposals.hourlyCost')}</dt>
          <dd className="mt-0.5 font-semibold text-ink text-lg">
            {t('money.perHour', { amount: formatMoney(proposal.hourlyCost, language) })}
          </dd>
        </div>
        <div>
          <dt className="text-ink-muted text-xs">{t('proposals.costPerCoverage')}</dt>
          <dd className="mt-0.5 font-semibold text-ink">
            {proposal.coverageScore > 0
              ? t('money.perHour', {
                  amount: formatMoney(Math.round(proposal.hourlyCost / proposal.coverageScore), language),
                })
              : '—'}
          </dd>
        </div>
        <div>
          <dt className="text-ink-muted text-xs">{t('proposals.averageExperience')}</dt>
          <dd className="mt-0.5 font-semibold text-ink">
            {t('proposals.years', { count: proposal.averageExperienceYears, value: averageExperience })}
          </dd>
        </div>
        {proposal.estimatedCost !== null && (
          <div className="col-span-2">
            <dt className="text-ink-muted text-xs">{t('proposals.estimatedCost')}</dt>
            <dd className="mt-0.5 font-semibold text-ink">{formatMoney(proposal.estimatedCost, language)}</dd>
          </div>
        )}
        <div className="col-span-2">
          <dt className="sr-only">{t('proposals.budgetFit')}</dt>
          <dd>
            <BudgetFit proposal={proposal} budgetKind={budgetKind} language={language} />
          </dd>
          {overBudgetReason && <dd className="mt-1 text-ink-muted text-xs">{overBudgetReason}</dd>}
        </div>
      </dl>

      <div className="flex flex-1 flex-col gap-5 p-4 sm:p-5">
        <UncoveredSkills skills={proposal.uncoveredSkills} language={language} />
        <section aria-labelledby={`${id}-title ${id}-members`}>
          <h4 id={`${id}-members`} className="flex items-center gap-2 font-semibold text-ink text-sm">
            <UsersRound aria-hidden="true" className="size-4" />
            {t('proposals.members', { count: proposal.members.length })}
          </h4>
          <ul className="mt-3 flex flex-col gap-4">
            {proposal.members.map((member, index) => (
              <MemberItem key={member.userId ?? `former-${index}`} member={member} language={language} />
            ))}
          </ul>
        </section>
        <section aria-labelledby={`${id}-title ${id}-coverage`}>
          <h4 id={`${id}-coverage`} className="font-semibold text-ink text-sm">
            {t('proposals.requiredSkills')}
          </h4>
          <ul className="mt-2 flex flex-col gap-1.5">
            {proposal.coverage.map((skill) => (
              <CoverageItem key={skill.skillId} skill={skill} />
            ))}
          </ul>
        </section>
      </div>

      <footer className="flex flex-col gap-2 border-line border-t p-4 sm:p-5">
        <Link
          to={proposalPath(proposal.id)}
          aria-label={t('proposals.askNamed', { name })}
          className={buttonClasses('secondary', 'w-full')}
        >
          <MessagesSquare aria-hidden="true" className="size-4" />
          {t('proposals.ask')}
        </Link>
        <Button onClick={onChoose} aria-label={t('proposals.chooseNamed', { name })} className="w-full">
          {t('proposals.choose')}
        </Button>
      </footer>
    </article>
  );
}

type BudgetFitProps = { proposal: Proposal; budgetKind: Budget['kind'] | null; language: string };

function BudgetFit({ proposal: { withinBudget, overBudgetBy }, budgetKind, language }: BudgetFitProps) {
  const { t } = useTranslation('projects');
  if (withinBudget === null) {
    return <span className="text-ink-muted text-sm">{t('proposals.budget.unknown')}</span>;
  }
  return withinBudget ? (
    <span className="inline-flex items-center gap-1.5 font-medium text-sm text-success-800">
      <CircleCheck aria-hidden="true" className="size-4" />
      {t('proposals.budget.within')}
    </span>
  ) : (
    <span className="inline-flex items-center gap-1.5 font-medium text-amber-900 text-sm">
      <CircleAlert aria-hidden="true" className="size-4" />
      {overBudgetBy === null || budgetKind === null
        ? t('proposals.budget.over')
        : budgetKind === 'total'
          ? t('proposals.budget.overTotal', { amount: formatMoney(overBudgetBy, language) })
          : t('proposals.budget.overHourly', { amount: formatMoney(overBudgetBy, language) })}
    </span>
  );
}

function MemberItem({ member, language }: { member: PodMember; language: string }) {
  const { t } = useTranslation('projects');
  // No id: a former member, whose account was erased with their name.
  const name = member.userId ? formatPersonName(member, t('unnamed')) : t('formerMember');
  const details = [
    member.hourlyRate !== null
      ? t('money.perHour', { amount: formatMoney(member.hourlyRate, language) })
      : t('proposals.noRate'),
    member.experienceYears !== null ? t('proposals.experience', { count: member.experienceYears }) : null,
  ].filter(Boolean);

  return (
    <li className="flex gap-3">
      <Avatar src={member.avatarUrl} initials={getInitials([member.firstName, member.lastName])} size="md" />
      <div className="min-w-0 flex-1">
        <span className="flex flex-wrap items-center gap-x-2 gap-y-1">
          {member.userId ? (
            <Link
              to={publicProfilePath(member.userId)}
              className="break-words font-medium text-brand-800 underline-offset-2 hover:underline"
            >
              {name}
            </Link>
          ) : (
            <span className="font-medium text-ink-muted">{name}</span>
          )}
          {member.verified && <VerifiedBadge />}
        </span>
        <p className="text-ink-muted text-xs">{member.profession || t('noProfession')}</p>
        <p className="mt-0.5 flex flex-wrap items-center gap-x-3 gap-y-0.5 text-ink text-xs">
          <span>{details.join(' · ')}</span>
          <AvailabilityLabel availability={member.availability} />
        </p>
        {member.rating && <RatingSummaryText summary={member.rating} className="mt-0.5 text-xs" />}
        {member.matchedSkills.length > 0 && (
          <ul aria-label={t('proposals.matchedSkills', { name })} className="mt-1.5 flex flex-wrap gap-1">
            {member.matchedSkills.map((skill) => (
              <li
                key={skill.skillId}
                className={clsx(
                  'inline-flex items-center gap-1 rounded-full border px-2 py-0.5 text-xs',
                  skill.meetsMinimum
                    ? 'border-brand-100 bg-brand-50 text-brand-800'
                    : 'border-amber-300 bg-amber-50 text-amber-900',
                )}
              >
                {skill.name}
                <span className="font-semibold">{t('levelOutOfFive', { level: skill.level })}</span>
                {!skill.meetsMinimum && <span className="sr-only">{t('proposals.belowMinimum')}</span>}
              </li>
            ))}
          </ul>
        )}
      </div>
    </li>
  );
}

/**
 * The required skills this team leaves uncovered, said in a sentence before its members: nobody is given a
 * seat below every level asked for, so a skill nobody available meets stays open, and the client reads it
 * here rather than deducing it from the list of skills.
 */
function UncoveredSkills({ skills, language }: { skills: Proposal['uncoveredSkills']; language: string }) {
  const { t } = useTranslation('projects');
  if (skills.length === 0) return null;
  const names = new Intl.ListFormat(language, { type: 'conjunction' }).format(
    skills.map((skill) => t('proposals.uncovered.skill', { name: skill.name, level: skill.minLevel })),
  );
  return (
    <p className="flex items-start gap-2 rounded-lg border border-amber-300 bg-amber-50 p-3 text-amber-900 text-sm">
      <CircleAlert aria-hidden="true" className="mt-0.5 size-4 shrink-0" />
      <span>{t('proposals.uncovered.sentence', { count: skills.length, skills: names })}</span>
    </p>
  );
}

function CoverageItem({ skill }: { skill: Proposal['coverage'][number] }) {
  const { t } = useTranslation('projects');
  const state = skill.isCovered ? 'covered' : skill.bestLevel === null ? 'missing' : 'below';
  const Icon = state === 'covered' ? CircleCheck : state === 'missing' ? CircleX : CircleAlert;
  return (
    <li className="flex items-start justify-between gap-3 text-sm">
      <span className="min-w-0 break-words text-ink">
        {skill.name}{' '}
        <span className="text-ink-muted text-xs">{t('proposals.minLevel', { level: skill.minLevel })}</span>
      </span>
      <span
        className={clsx(
          'inline-flex shrink-0 items-center gap-1 font-medium text-xs',
          state === 'covered' && 'text-success-800',
          state === 'below' && 'text-amber-900',
          state === 'missing' && 'text-danger-700',
        )}
      >
        <Icon aria-hidden="true" className="size-4" />
        {t(`proposals.coverageState.${state}`, { level: skill.bestLevel ?? 0 })}
      </span>
    </li>
  );
}
