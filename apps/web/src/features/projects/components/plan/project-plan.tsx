import type { Milestone, Plan } from '@escouade/contract/plans';
import { CalendarRange, List, Plus, Sparkles } from 'lucide-react';
import { useId, useRef, useState } from 'react';
import { Button } from '../../../../components/ui/button';
import { ConfirmDialog } from '../../../../components/ui/confirm-dialog';
import { FormAlert } from '../../../../components/ui/form-alert';
import { Spinner } from '../../../../components/ui/spinner';
import { apiErrorMessage } from '../../../../lib/api-error-message';
import { useTranslation } from '../../../../lib/use-translation';
import { useDeleteMilestone } from '../../api/delete-milestone';
import { useDraftPlan } from '../../api/draft-plan';
import { usePlan } from '../../api/get-plan';
import { formatDay } from '../../format';
import { MilestoneDialog } from './milestone-dialog';
import { MilestoneList } from './milestone-list';
import { CloseProject } from './close-project';
import { PlanActivity } from './plan-activity';
import { PlanHealth } from '../../../../components/plan-health';
import { PlanTimeline } from './plan-timeline';
import { PlanWarnings } from './plan-warnings';
import { TeamLoad } from './team-load';
import { LoadFailure } from '../../../../components/load-failure';

type View = 'timeline' | 'list';

/**
 * The plan of a staffed project: drafted by Escouade from the brief, shown as a timeline or a list, edited by
 * the client and the members, with what needs attention (late milestones, overloaded members) said in words.
 */
export function ProjectPlan({ projectId }: { projectId: string }) {
  const { t } = useTranslation(['projects', 'errors']);
  const id = useId();
  const headingRef = useRef<HTMLHeadingElement>(null);
  const plan = usePlan(projectId, { enabled: true });
  const [view, setView] = useState<View>('timeline');
  const [announcement, setAnnouncement] = useState('');

  return (
    <section
      id="plan"
      aria-labelledby={`${id}-title`}
      className="scroll-mt-20 rounded-xl border border-line bg-white p-4 sm:p-6"
    >
      <h2
        ref={headingRef}
        id={`${id}-title`}
        tabIndex={-1}
        className="font-semibold text-ink text-xl outline-none"
      >
        {t('plan.title')}
      </h2>
      <p role="status" className="text-sm text-success-800 empty:hidden">
        {announcement}
      </p>
      {plan.data ? (
        <PlanBody
          plan={plan.data}
          view={view}
          onViewChange={setView}
          onAnnounce={setAnnouncement}
          onRemoved={() => headingRef.current?.focus()}
        />
      ) : plan.isError ? (
        <LoadFailure
          className="mt-4"
          message={t('plan.loadFailed', { reason: apiErrorMessage(t, plan.error) })}
          onRetry={() => void plan.refetch()}
        />
      ) : (
        <div className="flex justify-center py-8">
          <Spinner label={t('plan.loading')} />
        </div>
      )}
    </section>
  );
}

type PlanBodyProps = {
  plan: Plan;
  view: View;
  onViewChange: (view: View) => void;
  onAnnounce: (message: string) => void;
  onRemoved: () => void;
};

function PlanBody({ plan, view, onViewChange, onAnnounce, onRemoved }: PlanBodyProps) {
  const { t, i18n } = useTranslation(['projects', 'errors']);
  const language = i18n.resolvedLanguage ?? 'fr';
  const draft = useDraftPlan(plan.projectId);
  const remove = useDeleteMilestone(plan.projectId);
  const [editing, setEditing] = useState<Milestone | null>(null);
  const [isFormOpen, setIsFormOpen] = useState(false);
  // A new form each time it opens, holding the milestone it opened for.
  const [formKey, setFormKey] = useState(0);
  const [removing, setRemoving] = useState<Milestone | null>(null);
  const hasRemoved = useRef(false);

  const openForm = (milestone: Milestone | null) => {
    setEditing(milestone);
    setFormKey((key) => key + 1);
    setIsFormOpen(true);
  };
  const hasMilestones = plan.milestones.length > 0;
  const isClosableByViewer = plan.viewerRole === 'client' && plan.canEdit && hasMilestones;
  const isTimeline = view === 'timeline';

  return (
    <div className="mt-2 flex flex-col gap-5">
      <div className="flex flex-col gap-3 sm:flex-row sm:items-start sm:justify-between">
        <p className="text-ink-muted text-sm">
          {hasMilestones && plan.startDate && plan.endDate
            ? t('plan.range', {
                start: formatDay(plan.startDate, language),
                end: formatDay(plan.endDate, language),
              })
            : t('plan.emptyRange')}{' '}
          {plan.deadline
            ? t('plan.deadline', { deadline: formatDay(plan.deadline, language) })
            : t('plan.noDeadline')}
        </p>
        {plan.canEdit && hasMilestones && (
          <Button variant="secondary" className="shrink-0" onClick={() => openForm(null)}>
            <Plus aria-hidden="true" className="size-4" />
            {t('plan.add')}
          </Button>
        )}
      </div>

      {draft.isError && (
        <FormAlert tone="error">
          <p>{apiErrorMessage(t, draft.error)}</p>
        </FormAlert>
      )}
      {remove.isError && (
        <FormAlert tone="error">
          <p>{t('plan.deleteFailed', { reason: apiErrorMessage(t, remove.error) })}</p>
        </FormAlert>
      )}

      {!hasMilestones ? (
        <div className="flex flex-col items-start gap-3 rounded-md border border-line border-dashed p-4">
          <p className="text-ink text-sm">
            {plan.canDraft ? t('plan.empty.canDraft') : t('plan.empty.readOnly')}
          </p>
          {plan.canDraft && (
            <div className="flex flex-wrap gap-2">
              <Button
                disabled={draft.isPending}
                onClick={() =>
                  draft.mutateAsync().then(
                    () => onAnnounce(t('plan.announce.drafted')),
                    // Shown above the plan.
                    () => undefined,
                  )
                }
              >
                <Sparkles aria-hidden="true" className="size-4" />
                {draft.isPending ? t('plan.drafting') : t('plan.draft')}
              </Button>
              <Button variant="secondary" onClick={() => openForm(null)}>
                <Plus aria-hidden="true" className="size-4" />
                {t('plan.add')}
              </Button>
            </div>
          )}
        </div>
      ) : (
        <>
          <PlanHealth plan={plan} />
          <PlanWarnings plan={plan} />
          <div className="flex flex-wrap gap-2" role="group" aria-label={t('plan.view.label')}>
            <Button
              variant={isTimeline ? 'primary' : 'secondary'}
              aria-pressed={isTimeline}
              onClick={() => onViewChange('timeline')}
            >
              <CalendarRange aria-hidden="true" className="size-4" />
              {t('plan.view.timeline')}
            </Button>
            <Button
              variant={isTimeline ? 'secondary' : 'primary'}
              aria-pressed={!isTimeline}
              onClick={() => onViewChange('list')}
            >
              <List aria-hidden="true" className="size-4" />
              {t('plan.view.list')}
            </Button>
          </div>
          {isTimeline ? (
            <PlanTimeline plan={plan} />
          ) : (
            <MilestoneList plan={plan} onEdit={openForm} onDelete={setRemoving} onAnnounce={onAnnounce} />
          )}
          {plan.canEdit && isTimeline && <p className="text-ink-muted text-sm">{t('plan.editHint')}</p>}
          <TeamLoad plan={plan} />
        </>
      )}
      {isClosableByViewer && <CloseProject plan={plan} onAnnounce={onAnnounce} />}
      <PlanActivity projectId={plan.projectId} />

      <MilestoneDialog
        key={formKey}
        open={isFormOpen}
        onOpenChange={setIsFormOpen}
        plan={plan}
        milestone={editing}
        onSaved={onAnnounce}
      />
      <ConfirmDialog
        open={removing !== null}
        onOpenChange={(open) => {
          if (!open) setRemoving(null);
        }}
        title={t('plan.remove.title')}
        description={t('plan.remove.description', { title: removing?.title ?? '' })}
        confirmLabel={t('plan.remove.confirm')}
        pendingLabel={t('plan.remove.pending')}
        cancelLabel={t('plan.remove.keep')}
        tone="danger"
        onCloseAutoFocus={(event) => {
          // The milestone's buttons are gone: reading starts again at the plan's title.
          if (hasRemoved.current) {
            hasRemoved.current = false;
            event.preventDefault();
            onRemoved();
          }
        }}
        onConfirm={async () => {
          if (!removing) return;
          try {
            await remove.mutateAsync(removing.id);
            hasRemoved.current = true;
            onAnnounce(t('plan.announce.removed', { title: removing.title }));
          } catch {
            // Shown above the plan.
          }
        }}
      />
    </div>
  );
}
