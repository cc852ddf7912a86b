import type { AdminAction, AuditEntry } from '@escouade/contract/admin';
import { useTranslation } from '../../../lib/use-translation';
import { getCurrentLanguage } from '../../../lib/i18n';
import { formatDateTime } from '../admin-format';
import { useRoleLabel } from './role-badge';
import { headOf } from '@escouade/contract/whole-characters';

// Translation keys cannot contain the dots of the action names.
const ACTION_KEYS = {
  'user.delete': 'userDelete',
  'account.type': 'accountType',
  'user.promote': 'userPromote',
  'user.role': 'userRole',
  'user.ban': 'userBan',
  'user.unban': 'userUnban',
  'post.delete': 'postDelete',
  'comment.delete': 'commentDelete',
  'skill.approve': 'skillApprove',
  'skill.merge': 'skillMerge',
  'skill.reject': 'skillReject',
  'report.dismiss': 'reportDismiss',
  'report.warn': 'reportWarn',
  'agency.update': 'agencyUpdate',
  'project.fee': 'projectFee',
  'project.cancel': 'projectCancel',
  'invoice.issue': 'invoiceIssue',
  'invoice.credit': 'invoiceCredit',
  'invoice.payment': 'invoicePayment',
  'verification.approve': 'verificationApprove',
  'verification.reject': 'verificationReject',
  'project.billing-mode': 'projectBillingMode',
  'member.payout': 'memberPayout',
  'quote.draft': 'quoteDraft',
} as const satisfies Record<AdminAction, string>;

const TARGET_TYPES = [
  'user',
  'post',
  'comment',
  'skill',
  'profile',
  'agency',
  'project',
  'invoice',
  'verification',
] as const;
const EXCERPT_LENGTH = 120;

function readString(value: unknown, key: string): string | null {
  if (typeof value !== 'object' || value === null) return null;
  const field = (value as Record<string, unknown>)[key];
  return typeof field === 'string' ? field : null;
}

function excerpt(text: string): string {
  return text.length > EXCERPT_LENGTH ? `${headOf(text, EXCERPT_LENGTH).trimEnd()}…` : text;
}

/** "user → professional", "Reason: spam · ends: …", the removed text…: what the action changed, in words. */
function useDescribeChange(): (entry: AuditEntry) => string {
  const { t, i18n } = useTranslation('adminArea');
  const getRoleLabel = useRoleLabel();
  const language = getCurrentLanguage(i18n);
  return ({ action, before, after }) => {
    switch (action) {
      case 'user.role':
      case 'account.type':
      case 'user.promote': {
        const from = readString(before, 'role');
        const to = readString(after, 'role');
        return from && to
          ? t('audit.summary.roleChange', { from: getRoleLabel(from), to: getRoleLabel(to) })
          : t('audit.summary.none');
      }
      case 'user.delete': {
        const email = readString(before, 'email');
        const role = readString(before, 'role');
        // Entries written since accounts are erased keep the role only, not who it was.
        if (email) return t('audit.summary.deletedUser', { email, role: getRoleLabel(role ?? 'user') });
        return role
          ? t('audit.summary.deletedAccount', { role: getRoleLabel(role) })
          : t('audit.summary.none');
      }
      case 'user.ban': {
        const until = readString(after, 'banExpires');
        return t('audit.summary.ban', {
          reason: readString(after, 'banReason') ?? t('audit.summary.noReason'),
          until: until ? formatDateTime(until, language) : t('audit.summary.untilLifted'),
        });
      }
      case 'user.unban':
        return t('audit.summary.unban');
      case 'post.delete':
      case 'comment.delete': {
        const content = readString(before, 'content');
        return content
          ? t('audit.summary.removedContent', { content: excerpt(content) })
          : t('audit.summary.none');
      }
      case 'skill.approve':
      case 'skill.merge':
      case 'skill.reject': {
        const name = readString(before, 'name');
        if (!name) return t('audit.summary.none');
        if (action === 'skill.reject') return t('audit.summary.skillRejected', { name });
        const into = readString(after, 'name') ?? name;
        return action === 'skill.merge'
          ? t('audit.summary.skillMerged', { name, into })
          : t('audit.summary.skillApproved', { name: into, nameEn: readString(after, 'nameEn') ?? into });
      }
      case 'project.cancel': {
        const title = readString(before, 'title');
        return title ? t('audit.summary.projectCancelled', { title }) : t('audit.summary.none');
      }
      case 'report.dismiss':
      case 'report.warn': {
        const count = (after as { reports?: unknown } | null)?.reports;
        return typeof count === 'number' ? t('audit.summary.reports', { count }) : t('audit.summary.none');
      }
      case 'verification.approve':
      case 'verification.reject': {
        const siret = readString(after, 'siret');
        if (!siret) return t('audit.summary.none');
        const reason = readString(after, 'reason');
        return reason
          ? t('audit.summary.verificationRejected', { siret, reason })
          : t('audit.summary.verification', { siret });
      }
      default:
        return t('audit.summary.none');
    }
  };
}

/**
 * What names the target beside its kind: a skill's name (the entry keeps it: a rejected or merged skill is gone),
 * a deleted account's address when the entry kept it, a project's title (as it reads today, else as the entry
 * kept it); otherwise its id, for looking it up.
 */
function describeTarget({ targetType, targetId, targetName, before }: AuditEntry): {
  text: string;
  isId: boolean;
} {
  const name =
    targetType === 'skill'
      ? readString(before, 'name')
      : targetType === 'user'
        ? (targetName ?? readString(before, 'email'))
        : targetType === 'project'
          ? (targetName ?? readString(before, 'title'))
          : null;
  return name ? { text: name, isId: false } : { text: targetId, isId: true };
}

/**
 * The admin by name, their address beneath (the entry keeps it once the account is gone); an account without a
 * name is its address alone, and only an account that is gone is said to be deleted.
 */
function AuditActor({ entry }: { entry: AuditEntry }) {
  const { t } = useTranslation('adminArea');
  if (!entry.actorName && entry.actorId)
    return <span className="block break-all font-medium">{entry.actorEmail}</span>;
  return (
    <>
      <span className="block font-medium">{entry.actorName ?? t('audit.formerAdmin')}</span>
      <span className="block text-ink-muted text-xs">{entry.actorEmail}</span>
    </>
  );
}

function AuditTarget({ entry, label }: { entry: AuditEntry; label: string }) {
  const target = describeTarget(entry);
  return (
    <>
      {label}
      <span
        className={
          target.isId
            ? 'block break-all font-mono text-ink-muted text-xs'
            : 'block break-words font-medium text-ink'
        }
      >
        {target.text}
      </span>
    </>
  );
}

function useTargetLabel(): (targetType: string) => string {
  const { t } = useTranslation('adminArea');
  return (targetType) =>
    (TARGET_TYPES as readonly string[]).includes(targetType)
      ? t(`audit.targets.${targetType as (typeof TARGET_TYPES)[number]}`)
      : targetType;
}

function EntryDate({ createdAt }: { createdAt: string }) {
  const { i18n } = useTranslation();
  return <time dateTime={createdAt}>{formatDateTime(createdAt, getCurrentLanguage(i18n))}</time>;
}

/** The audit entries as a table from `md` up and as cards below; read-only. */
export function AuditLog({ entries }: { entries: AuditEntry[] }) {
  const { t } = useTranslation('adminArea');
  const describeChange = useDescribeChange();
  const getTargetLabel = useTargetLabel();

  return (
    <>
      <div className="hidden overflow-x-auto rounded-lg border border-line bg-white md:block">
        <table className="w-full text-left text-sm">
          <caption className="sr-only">{t('audit.tableCaption')}</caption>
          <thead className="border-line border-b bg-canvas text-ink-muted text-xs uppercase tracking-wide">
            <tr>
              <th scope="col" className="px-4 py-3 font-semibold">
                {t('audit.columns.date')}
              </th>
              <th scope="col" className="px-4 py-3 font-semibold">
                {t('audit.columns.action')}
              </th>
              <th scope="col" className="min-w-52 px-4 py-3 font-semibold">
                {t('audit.columns.actor')}
              </th>
              <th scope="col" className="px-4 py-3 font-semibold">
                {t('audit.columns.target')}
              </th>
              <th scope="col" className="px-4 py-3 font-semibold">
                {t('audit.columns.change')}
              </th>
            </tr>
          </thead>
          <tbody className="divide-y divide-line">
            {entries.map((entry) => (
              <tr key={entry.id} className="align-top">
                <td className="whitespace-nowrap px-4 py-3 text-ink">
                  <EntryDate createdAt={entry.createdAt} />
                </td>
                <th scope="row" className="px-4 py-3 font-medium text-ink">
                  {t(`audit.actions.${ACTION_KEYS[entry.action]}`)}
                </th>
                <td className="px-4 py-3 text-ink [overflow-wrap:anywhere]">
                  <AuditActor entry={entry} />
                </td>
                <td className="px-4 py-3 text-ink">
                  <AuditTarget entry={entry} label={getTargetLabel(entry.targetType)} />
                </td>
                <td className="break-words px-4 py-3 text-ink">{describeChange(entry)}</td>
              </tr>
            ))}
          </tbody>
        </table>
      </div>

      <ul aria-label={t('audit.tableCaption')} className="flex flex-col gap-3 md:hidden">
        {entries.map((entry) => (
          <li key={entry.id} className="rounded-lg border border-line bg-white p-4 text-sm">
            <p className="font-semibold text-ink">{t(`audit.actions.${ACTION_KEYS[entry.action]}`)}</p>
            <p className="text-ink-muted">
              <EntryDate createdAt={entry.createdAt} />
            </p>
            <dl className="mt-3 grid grid-cols-[auto_1fr] gap-x-4 gap-y-2">
              <dt className="text-ink-muted">{t('audit.columns.actor')}</dt>
              <dd className="text-ink [overflow-wrap:anywhere]">
                <AuditActor entry={entry} />
              </dd>
              <dt className="text-ink-muted">{t('audit.columns.target')}</dt>
              <dd className="text-ink">
                <AuditTarget entry={entry} label={getTargetLabel(entry.targetType)} />
              </dd>
              <dt className="text-ink-muted">{t('audit.columns.change')}</dt>
              <dd className="break-words text-ink">{describeChange(entry)}</dd>
            </dl>
          </li>
        ))}
      </ul>
    </>
  );
}
