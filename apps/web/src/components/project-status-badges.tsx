import type { Invitation, ProjectStatus } from '@escouade/contract/projects';
import { clsx } from 'clsx';
import {
  Ban,
  CircleCheck,
  CircleDashed,
  Clock,
  FileText,
  LogOut,
  PackageCheck,
  Play,
  Repeat,
  Sparkles,
  CircleX,
} from 'lucide-react';
import { useTranslation } from '../lib/use-translation';

const BADGE =
  'inline-flex items-center gap-1.5 whitespace-nowrap rounded-full border px-2.5 py-0.5 font-medium text-xs';

const PROJECT_STYLES: Record<ProjectStatus, { className: string; icon: typeof Clock }> = {
  draft: { className: 'border-slate-300 bg-slate-50 text-slate-800', icon: FileText },
  proposed: { className: 'border-brand-100 bg-brand-50 text-brand-800', icon: Sparkles },
  staffing: { className: 'border-amber-300 bg-amber-50 text-amber-900', icon: Clock },
  staffed: { className: 'border-success-200 bg-success-50 text-success-800', icon: CircleCheck },
  in_progress: { className: 'border-brand-100 bg-brand-50 text-brand-800', icon: Play },
  delivered: { className: 'border-success-200 bg-success-50 text-success-800', icon: PackageCheck },
  cancelled: { className: 'border-danger-200 bg-danger-50 text-danger-800', icon: Ban },
};

/** A project's status in words, with an icon and a colour that only repeat it. */
export function ProjectStatusBadge({ status }: { status: ProjectStatus }) {
  const { t } = useTranslation('projects');
  const { className, icon: Icon } = PROJECT_STYLES[status];
  return (
    <span className={clsx(BADGE, className)}>
      <Icon aria-hidden="true" className="size-3.5" />
      {t(`status.${status}`)}
    </span>
  );
}

const INVITATION_STYLES: Record<Invitation['status'], { className: string; icon: typeof Clock }> = {
  pending: { className: 'border-amber-300 bg-amber-50 text-amber-900', icon: CircleDashed },
  accepted: { className: 'border-success-200 bg-success-50 text-success-800', icon: CircleCheck },
  declined: { className: 'border-danger-200 bg-danger-50 text-danger-800', icon: CircleX },
  replaced: { className: 'border-slate-300 bg-slate-50 text-slate-800', icon: Repeat },
  left: { className: 'border-slate-300 bg-slate-50 text-slate-800', icon: LogOut },
  withdrawn: { className: 'border-slate-300 bg-slate-50 text-slate-800', icon: CircleX },
};

/** An invitation's (a team seat's) status in words. */
export function InvitationStatusBadge({ status }: { status: Invitation['status'] }) {
  const { t } = useTranslation('projects');
  const { className, icon: Icon } = INVITATION_STYLES[status];
  return (
    <span className={clsx(BADGE, className)}>
      <Icon aria-hidden="true" className="size-3.5" />
      {t(`invitationStatus.${status}`)}
    </span>
  );
}
