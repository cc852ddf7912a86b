import { LogOut, Monitor, Smartphone } from 'lucide-react';
import { useState } from 'react';
import { useTranslation } from '../../../lib/use-translation';
import { Button } from '../../../components/ui/button';
import { Spinner } from '../../../components/ui/spinner';
import { describeAuthFailure } from '../../../lib/auth-messages';
import { formatRelativeTime } from '../../../lib/format-dates';
import { getCurrentLanguage } from '../../../lib/i18n';
import { type UserSession, useSessions } from '../api/list-sessions';
import { useRevokeOtherSessions } from '../api/revoke-other-sessions';
import { useRevokeSession } from '../api/revoke-session';
import { describeDevice } from './describe-device';
import { SettingsSection } from './settings-section';

type Outcome = { tone: 'success' | 'error'; message: string } | null;

/** The user's signed-in devices, this one first; any other can be signed out, or all of them at once. */
export function SessionsSection({ currentToken }: { currentToken: string }) {
  const { t, i18n } = useTranslation(['account', 'authPage', 'authErrors', 'common']);
  const sessions = useSessions();
  const revokeSession = useRevokeSession();
  const revokeOthers = useRevokeOtherSessions();
  const [outcome, setOutcome] = useState<Outcome>(null);
  const language = getCurrentLanguage(i18n);
  // "Last active 5 minutes ago" as of when the section was shown.
  const [shownAt] = useState(() => Date.now());

  const describe = (session: UserSession) => {
    const { browser, os } = describeDevice(session.userAgent);
    return t('sessions.device', {
      browser: browser ?? t('sessions.unknownBrowser'),
      os: os ?? t('sessions.unknownOs'),
    });
  };

  const onRevoke = (session: UserSession) => {
    setOutcome(null);
    revokeSession.mutate(session.token, {
      onSuccess: () => setOutcome({ tone: 'success', message: t('sessions.revokedOne') }),
      onError: (error) =>
        setOutcome({ tone: 'error', message: describeAuthFailure(t, error, t('errors.unexpected')) }),
    });
  };

  const onRevokeOthers = () => {
    setOutcome(null);
    revokeOthers.mutate(undefined, {
      onSuccess: () => setOutcome({ tone: 'success', message: t('sessions.revokedOthers') }),
      onError: (error) =>
        setOutcome({ tone: 'error', message: describeAuthFailure(t, error, t('errors.unexpected')) }),
    });
  };

  const list = [...(sessions.data ?? [])].sort((first, second) => {
    if (first.token === currentToken) return -1;
    if (second.token === currentToken) return 1;
    return new Date(second.updatedAt).getTime() - new Date(first.updatedAt).getTime();
  });
  const hasOthers = list.some((session) => session.token !== currentToken);

  return (
    <SettingsSection id="sessions" title={t('sessions.title')} description={t('sessions.description')}>
      {sessions.isPending ? (
        <Spinner label={t('common:loading')} />
      ) : (
        <div className="flex flex-col gap-4">
          <ul className="divide-y divide-line rounded-md border border-line">
            {list.map((session) => {
              const isCurrent = session.token === currentToken;
              const device = describe(session);
              const Icon = describeDevice(session.userAgent).isMobile ? Smartphone : Monitor;
              const isRevoking = revokeSession.isPending && revokeSession.variables === session.token;
              return (
                <li key={session.id} className="flex flex-wrap items-center gap-3 p-4">
                  <Icon aria-hidden="true" className="size-6 shrink-0 text-ink-muted" />
                  <div className="min-w-0 flex-1">
                    <p className="flex flex-wrap items-center gap-2 font-medium text-ink text-sm">
                      {device}
                      {isCurrent && (
                        <span className="rounded-full bg-success-50 px-2 py-0.5 font-medium text-success-800 text-xs">
                          {t('sessions.current')}
                        </span>
                      )}
                    </p>
                    <p className="text-ink-muted text-sm">
                      {t('sessions.lastActive', {
                        time: formatRelativeTime(session.updatedAt, language, shownAt),
                      })}
                    </p>
                    {session.ipAddress && (
                      <p className="text-ink-muted text-sm">
                        {t('sessions.ipAddress', { ip: session.ipAddress })}
                      </p>
                    )}
                  </div>
                  {!isCurrent && (
                    <Button
                      variant="secondary"
                      onClick={() => onRevoke(session)}
                      disabled={isRevoking}
                      aria-label={t('sessions.revokeLabel', { device })}
                    >
                      <LogOut aria-hidden="true" className="size-4" />
                      {isRevoking ? t('sessions.revoking') : t('sessions.revoke')}
                    </Button>
                  )}
                </li>
              );
            })}
          </ul>
          <p aria-live="polite" className={outcome?.tone === 'error' ? 'text-danger-700 text-sm' : 'text-sm'}>
            {outcome?.message}
          </p>
          {hasOthers ? (
            <div>
              <Button variant="secondary" onClick={onRevokeOthers} disabled={revokeOthers.isPending}>
                <LogOut aria-hidden="true" className="size-4" />
                {revokeOthers.isPending ? t('sessions.revoking') : t('sessions.revokeOthers')}
              </Button>
            </div>
          ) : (
            <p className="text-ink-muted text-sm">{t('sessions.onlyThis')}</p>
          )}
        </div>
      )}
    </SettingsSection>
  );
}
