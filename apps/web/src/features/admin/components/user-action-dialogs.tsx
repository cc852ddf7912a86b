import type { AdminUser, BanUserInput } from '@escouade/contract/admin';
import { ASSIGNABLE_ROLES, type SignUpRole } from '@escouade/contract/constants';
import type { TFunction } from 'i18next';
import { type FormEvent, type RefObject, useId, useRef, useState } from 'react';
import { Controller, useForm, useWatch } from 'react-hook-form';
import { isCalendarDate } from '@escouade/contract/validation';
import { useTranslation } from '../../../lib/use-translation';
import { toast } from 'sonner';
import { Button, buttonClasses } from '../../../components/ui/button';
import { ConfirmDialog } from '../../../components/ui/confirm-dialog';
import { DateField } from '../../../components/ui/date-field';
import { FormField, fieldControlClasses } from '../../../components/ui/form-field';
import { ModalDialog } from '../../../components/ui/modal-dialog';
import {
  useBanUser,
  useChangeUserRole,
  useDeleteUser,
  usePromoteUser,
  useUnbanUser,
} from '../api/admin-user-actions';
import { useRoleLabel } from './role-badge';
import type { UserActionRequest } from './user-row-actions';
import { apiErrorMessage } from '../../../lib/api-error-message';

type AdminTFunction = TFunction<readonly ['adminArea', 'errors']>;

/** The reason of a failed action, from the API's error code ('Failed to …: {reason}'). */
function describeFailure(t: AdminTFunction, error: unknown): string {
  return apiErrorMessage(t, error);
}

function isAssignableRole(role: string): role is SignUpRole {
  return (ASSIGNABLE_ROLES as readonly string[]).includes(role);
}

type UserActionDialogsProps = {
  request: UserActionRequest | null;
  onClose: () => void;
  /** The menu button the action came from (set when the action is chosen): focus goes back to it. */
  returnFocusRef: RefObject<HTMLElement | null>;
  /** Where focus goes when that button is gone (the user was deleted). */
  fallbackFocusRef: RefObject<HTMLElement | null>;
};

/**
 * The dialogs behind the row menus: delete, promote, change role, ban, unban. Each runs its call
 * with a pending label, then toasts the outcome and closes, which clears the selected user; the list refreshes
 * (see admin-user-actions). Focus returns to the menu button the action came from.
 */
export function UserActionDialogs({
  request,
  onClose,
  returnFocusRef,
  fallbackFocusRef,
}: UserActionDialogsProps) {
  const { t } = useTranslation(['adminArea', 'errors']);
  const getRoleLabel = useRoleLabel();
  const [isPending, setIsPending] = useState(false);
  // Also a ref: a dialog may ask to close from a closure rendered before the call started.
  const isPendingRef = useRef(false);

  const deleteUser = useDeleteUser();
  const promoteUser = usePromoteUser();
  const changeUserRole = useChangeUserRole();
  const banUser = useBanUser();
  const unbanUser = useUnbanUser();

  const onCloseAutoFocus = (event: Event) => {
    event.preventDefault();
    const trigger = returnFocusRef.current;
    (trigger?.isConnected ? trigger : fallbackFocusRef.current)?.focus();
  };
  const onOpenChange = (isOpen: boolean) => {
    if (!isOpen && !isPendingRef.current) onClose();
  };

  /** Runs the call, then toasts the outcome (errors are also logged). Resolves whether it worked. */
  const run = async (call: () => Promise<unknown>, success: string, failure: (reason: string) => string) => {
    isPendingRef.current = true;
    setIsPending(true);
    try {
      await call();
      toast.success(success);
      return true;
    } catch (error) {
      console.warn('Admin action failed', error);
      toast.error(failure(describeFailure(t, error)));
      return false;
    } finally {
      isPendingRef.current = false;
      setIsPending(false);
    }
  };

  const user = request?.user;
  const email = user?.email ?? '';
  const confirmCommon = { cancelLabel: t('dialogs.cancel'), onCloseAutoFocus, onOpenChange };
  const formCommon = { isPending, cancelLabel: t('dialogs.cancel'), onCancel: onClose };

  return (
    <>
      <ConfirmDialog
        {...confirmCommon}
        open={request?.action === 'delete'}
        title={t('dialogs.delete.title')}
        description={t('dialogs.delete.description', { email })}
        confirmLabel={t('dialogs.delete.confirm')}
        pendingLabel={t('dialogs.delete.pending')}
        onConfirm={async () => {
          if (!user) return;
          const isDone = await run(
            () => deleteUser.mutateAsync(user.id),
            t('toasts.deleted', { email }),
            (reason) => t('toasts.deleteFailed', { reason }),
          );
          // Its row, and the button that opened this dialog, are about to disappear.
          if (isDone) returnFocusRef.current = null;
        }}
      />
      <ConfirmDialog
        {...confirmCommon}
        open={request?.action === 'promote'}
        tone="default"
        title={t('dialogs.promote.title')}
        description={t('dialogs.promote.description', { email })}
        confirmLabel={t('dialogs.promote.confirm')}
        pendingLabel={t('dialogs.promote.pending')}
        onConfirm={() =>
          user &&
          run(
            () => promoteUser.mutateAsync(user.id),
            t('toasts.promoted', { email }),
            (reason) => t('toasts.promoteFailed', { reason }),
          )
        }
      />
      <ConfirmDialog
        {...confirmCommon}
        open={request?.action === 'unban'}
        tone="default"
        title={t('dialogs.unban.title')}
        description={t('dialogs.unban.description', { email })}
        confirmLabel={t('dialogs.unban.confirm')}
        pendingLabel={t('dialogs.unban.pending')}
        onConfirm={() =>
          user &&
          run(
            () => unbanUser.mutateAsync(user.id),
            t('toasts.unbanned', { email }),
            (reason) => t('toasts.unbanFailed', { reason }),
          )
        }
      />
      <ModalDialog
        open={request?.action === 'changeRole'}
        onOpenChange={onOpenChange}
        onCloseAutoFocus={onCloseAutoFocus}
        title={t('dialogs.role.title')}
        description={t('dialogs.role.description', { email })}
      >
        {user && (
          <ChangeRoleForm
            key={user.id}
            {...formCommon}
            user={user}
            onSubmit={async (role) => {
              await run(
                () => changeUserRole.mutateAsync({ userId: user.id, role }),
                t('toasts.roleUpdated', { email, role: getRoleLabel(role) }),
                (reason) => t('toasts.roleFailed', { reason }),
              );
              onClose();
            }}
          />
        )}
      </ModalDialog>
      <ModalDialog
        open={request?.action === 'ban'}
        onOpenChange={onOpenChange}
        onCloseAutoFocus={onCloseAutoFocus}
        title={t('dialogs.ban.title')}
        description={t('dialogs.ban.description', { email })}
      >
        {user && (
          <BanForm
            key={user.id}
            {...formCommon}
            onSubmit={async (input) => {
              await run(
                () => banUser.mutateAsync({ userId: user.id, ...input }),
                t('toasts.banned', { email }),
                (reason) => t('toasts.banFailed', { reason }),
              );
              onClose();
            }}
          />
        )}
      </ModalDialog>
    </>
  );
}

type FormProps<T> = {
  isPending: boolean;
  cancelLabel: string;
  onCancel: () => void;
  onSubmit: (value: T) => Promise<void>;
};

function FormButtons({
  isPending,
  cancelLabel,
  onCancel,
  confirmLabel,
  pendingLabel,
  tone = 'default',
  canSubmit = true,
}: Pick<FormProps<unknown>, 'isPending' | 'cancelLabel' | 'onCancel'> & {
  confirmLabel: string;
  pendingLabel: string;
  tone?: 'default' | 'danger';
  /** False while there is nothing to send (e.g. the role already held). */
  canSubmit?: boolean;
}) {
  return (
    <div className="mt-6 flex flex-col-reverse gap-3 sm:flex-row sm:justify-end">
      <Button variant="secondary" onClick={onCancel} disabled={isPending}>
        {cancelLabel}
      </Button>
      <button
        type="submit"
        disabled={isPending || !canSubmit}
        className={buttonClasses(tone === 'danger' ? 'danger' : 'primary')}
      >
        {isPending ? pendingLabel : confirmLabel}
      </button>
    </div>
  );
}

/** The role picker: only `user` and `professional`; admin is granted by promotion. */
function ChangeRoleForm({ user, ...props }: FormProps<SignUpRole> & { user: AdminUser }) {
  const { t } = useTranslation('adminArea');
  const name = useId();
  const [role, setRole] = useState<SignUpRole>(isAssignableRole(user.role) ? user.role : 'user');

  const onSubmit = (event: FormEvent) => {
    event.preventDefault();
    void props.onSubmit(role);
  };

  return (
    <form onSubmit={onSubmit}>
      <fieldset>
        <legend className="font-medium text-ink text-sm">{t('dialogs.role.legend')}</legend>
        <div className="mt-2 flex flex-col gap-2">
          {ASSIGNABLE_ROLES.map((option) => (
            <label
              key={option}
              className="grid min-h-11 cursor-pointer grid-cols-[auto_1fr] items-start gap-x-3 rounded-md border border-line px-3 py-2 has-[:checked]:border-brand-700 has-[:checked]:bg-brand-50"
            >
              <input
                type="radio"
                name={name}
                value={option}
                checked={role === option}
                onChange={() => setRole(option)}
                aria-labelledby={`${name}-${option}-label`}
                aria-describedby={`${name}-${option}-hint`}
                className="row-span-2 mt-1 size-4 shrink-0 accent-brand-700"
              />
              <span id={`${name}-${option}-label`} className="font-medium text-ink text-sm">
                {t(`roles.${option}`)}
              </span>
              <span id={`${name}-${option}-hint`} className="text-ink-muted text-xs">
                {t(`roleDescriptions.${option}`)}
              </span>
            </label>
          ))}
        </div>
      </fieldset>
      <FormButtons
        {...props}
        canSubmit={role !== user.role}
        confirmLabel={t('dialogs.role.confirm')}
        pendingLabel={t('dialogs.role.pending')}
      />
    </form>
  );
}

/** `YYYY-MM-DD` of a local day. */
function toDateInputValue(date: Date): string {
  const pad = (value: number) => String(value).padStart(2, '0');
  return `${date.getFullYear()}-${pad(date.getMonth() + 1)}-${pad(date.getDate())}`;
}

/** A ban with an optional reason and an optional end (the start of the chosen day, local time). */
function BanForm(props: FormProps<BanUserInput>) {
  const { t } = useTranslation(['adminArea', 'validation']);
  const tomorrow = new Date();
  tomorrow.setDate(tomorrow.getDate() + 1);
  const minDate = toDateInputValue(tomorrow);
  const {
    register,
    control,
    handleSubmit,
    formState: { errors },
  } = useForm({ defaultValues: { reason: '', until: '' } });
  const watchedUntil = useWatch({ control, name: 'until' });

  const onSubmit = handleSubmit(({ reason, until }) =>
    props.onSubmit({
      reason: reason.trim() || null,
      expiresAt: until ? new Date(`${until}T00:00:00`).toISOString() : null,
    }),
  );

  return (
    <form noValidate onSubmit={onSubmit} className="flex flex-col gap-4">
      <FormField label={t('dialogs.ban.reason')}>
        {(control) => (
          <textarea
            {...control}
            {...register('reason')}
            rows={3}
            maxLength={500}
            className={fieldControlClasses}
          />
        )}
      </FormField>
      <Controller
        control={control}
        name="until"
        rules={{ validate: (value) => value === '' || (isCalendarDate(value) && value >= minDate) }}
        render={({ field: { ref, value, onChange, onBlur } }) => (
          <DateField
            label={t('dialogs.ban.until')}
            hint={t('dialogs.ban.untilHint')}
            value={value}
            onChange={onChange}
            onBlur={onBlur}
            inputRef={ref}
            error={
              !errors.until
                ? undefined
                : isCalendarDate(watchedUntil)
                  ? t('dialogs.ban.untilInPast')
                  : t('validation:invalidDate')
            }
          />
        )}
      />
      <FormButtons
        {...props}
        tone="danger"
        confirmLabel={t('dialogs.ban.confirm')}
        pendingLabel={t('dialogs.ban.pending')}
      />
    </form>
  );
}
