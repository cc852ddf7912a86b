import { clsx } from 'clsx';
import { Download, ExternalLink, ShieldCheck, ShieldOff } from 'lucide-react';
import { type ReactNode, useLayoutEffect, useMemo, useRef, useState } from 'react';
import { useForm } from 'react-hook-form';
import { useTranslation } from '../../../lib/use-translation';
import { renderSVG } from 'uqr';
import { Button } from '../../../components/ui/button';
import { FormAlert } from '../../../components/ui/form-alert';
import { describeAuthFailure, translateFieldError } from '../../../lib/auth-messages';
import type { SessionUser } from '../../../lib/auth-session';
import {
  type TwoFactorSetup,
  useConfirmTwoFactor,
  useDisableTwoFactor,
  useEnableTwoFactor,
} from '../api/two-factor';
import { CopyButton } from './copy-button';
import { DisableTwoFactorForm } from './disable-two-factor-form';
import { PasswordConfirmForm } from './password-confirm-form';
import { SecondFactorCodeField } from './second-factor-code-field';
import { SettingsSection } from './settings-section';

type Step =
  | { name: 'idle'; notice?: 'enabled' | 'disabled' }
  | { name: 'enable-password' }
  | { name: 'setup'; setup: TwoFactorSetup }
  | { name: 'backup-codes'; backupCodes: string[] }
  | { name: 'disable' };

/**
 * Two-factor authentication (TOTP): turning it on asks for the password, shows the key for the authenticator
 * app, confirms it with a first code (only then is it on), then shows the 10 backup codes once. Turning it
 * off asks for the password or a current code.
 */
export function TwoFactorSection({ user }: { user: SessionUser }) {
  const { t } = useTranslation('account');
  const enable = useEnableTwoFactor();
  const disable = useDisableTwoFactor();
  const [step, setStep] = useState<Step>({ name: 'idle' });
  const isEnabled = user.twoFactorEnabled;

  const status = (
    <span
      className={clsx(
        'inline-flex items-center gap-1.5 rounded-full px-3 py-1 font-medium text-sm',
        isEnabled ? 'bg-success-50 text-success-800' : 'bg-canvas text-ink-muted',
      )}
    >
      {isEnabled ? (
        <ShieldCheck aria-hidden="true" className="size-4" />
      ) : (
        <ShieldOff aria-hidden="true" className="size-4" />
      )}
      {isEnabled ? t('twoFactor.statusOn') : t('twoFactor.statusOff')}
    </span>
  );

  let content: ReactNode;
  switch (step.name) {
    case 'enable-password':
      content = (
        <PasswordConfirmForm
          prompt={t('twoFactor.passwordPrompt')}
          submitLabel={t('twoFactor.continue')}
          submittingLabel={t('twoFactor.continuing')}
          onConfirm={async (password) =>
            setStep({ name: 'setup', setup: await enable.mutateAsync(password) })
          }
          onCancel={() => setStep({ name: 'idle' })}
        />
      );
      break;
    case 'setup':
      content = (
        <AuthenticatorSetup
          setup={step.setup}
          onConfirmed={() => setStep({ name: 'backup-codes', backupCodes: step.setup.backupCodes })}
          onCancel={() => setStep({ name: 'idle' })}
        />
      );
      break;
    case 'backup-codes':
      content = (
        <BackupCodes
          codes={step.backupCodes}
          email={user.email}
          onDone={() => setStep({ name: 'idle', notice: 'enabled' })}
        />
      );
      break;
    case 'disable':
      content = (
        <DisableTwoFactorForm
          onConfirm={async (proof) => {
            await disable.mutateAsync(proof);
            setStep({ name: 'idle', notice: 'disabled' });
          }}
          onCancel={() => setStep({ name: 'idle' })}
        />
      );
      break;
    default:
      content = (
        <div className="flex flex-col items-start gap-4">
          {step.notice && (
            <FormAlert tone="success">
              <p>
                {step.notice === 'enabled' ? t('twoFactor.enabledNotice') : t('twoFactor.disabledNotice')}
              </p>
            </FormAlert>
          )}
          {isEnabled ? (
            <Button variant="secondary" onClick={() => setStep({ name: 'disable' })}>
              <ShieldOff aria-hidden="true" className="size-4" />
              {t('twoFactor.disable')}
            </Button>
          ) : (
            <Button onClick={() => setStep({ name: 'enable-password' })}>
              <ShieldCheck aria-hidden="true" className="size-4" />
              {t('twoFactor.enable')}
            </Button>
          )}
        </div>
      );
  }

  return (
    <SettingsSection
      id="two-factor"
      title={t('twoFactor.title')}
      description={t('twoFactor.description')}
      aside={status}
    >
      {content}
    </SettingsSection>
  );
}

/** The secret of an `otpauth://` URI, which the user types into the app when no QR code can be scanned. */
function getSecret(totpUri: string): string {
  try {
    return new URL(totpUri).searchParams.get('secret') ?? '';
  } catch {
    return '';
  }
}

function AuthenticatorSetup({
  setup,
  onConfirmed,
  onCancel,
}: {
  setup: TwoFactorSetup;
  onConfirmed: () => void;
  onCancel: () => void;
}) {
  const { t } = useTranslation(['account', 'authPage', 'authErrors', 'validation']);
  const confirm = useConfirmTwoFactor();
  const headingRef = useRef<HTMLHeadingElement>(null);
  const secret = getSecret(setup.totpURI);
  // Rendered here, as an image: the secret never leaves the browser for a QR service.
  const qrCodeDataUrl = useMemo(
    () => `data:image/svg+xml;charset=utf-8,${encodeURIComponent(renderSVG(setup.totpURI, { border: 1 }))}`,
    [setup.totpURI],
  );
  const {
    register,
    handleSubmit,
    formState: { errors, isSubmitting },
  } = useForm({ defaultValues: { code: '' } });

  useLayoutEffect(() => {
    headingRef.current?.focus();
  }, []);

  const onSubmit = handleSubmit(async ({ code }) => {
    try {
      await confirm.mutateAsync(code.replace(/\s+/g, ''));
      onConfirmed();
    } catch {
      // Shown from `confirm.error` below.
    }
  });

  return (
    <div className="flex flex-col gap-5">
      <h3 ref={headingRef} tabIndex={-1} className="font-semibold text-ink outline-none">
        {t('twoFactor.setupTitle')}
      </h3>
      <ol className="flex list-decimal flex-col gap-5 pl-5 text-ink text-sm">
        <li className="flex flex-col gap-3">
          <p>{t('twoFactor.setupStep1')}</p>
          <img
            src={qrCodeDataUrl}
            alt={t('twoFactor.qrAlt')}
            width={192}
            height={192}
            className="size-48 rounded-md border border-line bg-white p-2"
          />
          <div className="rounded-md border border-line bg-canvas p-4">
            <p className="text-ink-muted text-xs">{t('twoFactor.secretLabel')}</p>
            <p
              data-testid="totp-secret"
              className="mt-1 font-mono font-semibold text-ink text-lg tracking-wider"
            >
              {secret.match(/.{1,4}/g)?.join(' ')}
            </p>
          </div>
          <div className="flex flex-wrap items-center gap-3">
            <CopyButton text={secret} label={t('twoFactor.copySecret')} />
            <a
              href={setup.totpURI}
              className="inline-flex min-h-11 items-center gap-1 font-medium text-brand-700 underline underline-offset-2 hover:no-underline"
            >
              <ExternalLink aria-hidden="true" className="size-4" />
              {t('twoFactor.openInApp')}
            </a>
          </div>
        </li>
        <li className="flex flex-col gap-3">
          <p>{t('twoFactor.setupStep2')}</p>
          <form noValidate onSubmit={onSubmit} className="flex max-w-xs flex-col gap-4">
            <SecondFactorCodeField
              label={t('twoFactor.code')}
              error={translateFieldError(t, errors.code?.message, t('twoFactor.codeRequired'))}
              registration={register('code', { validate: (value) => value.trim() !== '' || 'required' })}
              isDigitsOnly
            />
            {confirm.isError && (
              <FormAlert tone="error">
                <p>{describeAuthFailure(t, confirm.error, t('errors.unexpected'))}</p>
              </FormAlert>
            )}
            <div className="flex flex-wrap gap-3">
              <Button type="submit" disabled={isSubmitting}>
                {isSubmitting ? t('twoFactor.confirming') : t('twoFactor.confirm')}
              </Button>
              <Button variant="ghost" onClick={onCancel}>
                {t('twoFactor.cancel')}
              </Button>
            </div>
          </form>
        </li>
      </ol>
    </div>
  );
}

function BackupCodes({ codes, email, onDone }: { codes: string[]; email: string; onDone: () => void }) {
  const { t } = useTranslation('account');
  const headingRef = useRef<HTMLHeadingElement>(null);
  const text = codes.join('\n');

  useLayoutEffect(() => {
    headingRef.current?.focus();
  }, []);

  const onDownload = () => {
    const content = `${t('twoFactor.backupFileHeader', { email })}\n\n${text}\n`;
    const url = URL.createObjectURL(new Blob([content], { type: 'text/plain;charset=utf-8' }));
    const link = document.createElement('a');
    link.href = url;
    link.download = 'escouade-backup-codes.txt';
    link.click();
    URL.revokeObjectURL(url);
  };

  return (
    <div className="flex flex-col gap-4">
      <FormAlert tone="success">
        <p>{t('twoFactor.enabledNotice')}</p>
      </FormAlert>
      <h3 ref={headingRef} tabIndex={-1} className="font-semibold text-ink outline-none">
        {t('twoFactor.backupTitle')}
      </h3>
      <p className="text-ink text-sm">{t('twoFactor.backupDescription')}</p>
      <ul
        data-testid="backup-codes"
        className="grid max-w-md grid-cols-2 gap-2 rounded-md border border-line bg-canvas p-4 font-mono text-ink"
      >
        {codes.map((code) => (
          <li key={code}>{code}</li>
        ))}
      </ul>
      <div className="flex flex-wrap items-center gap-3">
        <CopyButton text={text} label={t('twoFactor.copyCodes')} />
        <Button variant="secondary" onClick={onDownload}>
          <Download aria-hidden="true" className="size-4" />
          {t('twoFactor.downloadCodes')}
        </Button>
      </div>
      <div>
        <Button onClick={onDone}>{t('twoFactor.savedCodes')}</Button>
      </div>
    </div>
  );
}
