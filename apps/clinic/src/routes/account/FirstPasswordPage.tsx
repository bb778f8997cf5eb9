import { useNavigate } from 'react-router';
import { useTranslation } from 'react-i18next';
import { useSWRConfig } from 'swr';
import { DASHBOARD_BASE } from '@praktik/domain/access/route-access';
import { Button } from '@praktik/ui/Button';
import { Form } from '@praktik/ui/Form';
import { toast } from '@praktik/ui/Toast';
import { AuthLayout } from '../../app/AuthLayout';
import { PasswordChangeFields, usePasswordChangeForm } from '../../app/fields/PasswordChangeFields';
import { applyFieldErrors } from '../../app/field-errors';
import { useErrorText } from '../../app/use-error-text';
import { useLogout } from '../../app/use-logout';
import { changePassword } from '../../api/account';
import { refreshSession } from '../../api/fetcher';
import { keys } from '../../api/keys';
import * as css from '../../app/layout.css';

/**
 * An account the owner created (docs/decisions/0009-staff-accounts-first-password.md) signs in with
 * the owner's password and sets its own here before anything else opens (the access gate sends it
 * here). After the change the token is refreshed (the new one has no `pwd_change`) and the
 * dashboard opens.
 */
export default function FirstPasswordPage() {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const { mutate } = useSWRConfig();
  const errorText = useErrorText();
  const logout = useLogout();
  const form = usePasswordChangeForm('onTouched');

  const onSubmit = form.handleSubmit(async ({ currentPassword, newPassword }) => {
    try {
      await changePassword({ currentPassword, newPassword });
    } catch (e) {
      applyFieldErrors(form.setError, e);
      toast.error(errorText(e));
      return;
    }
    // The old token still carries the claim: without a new one the gate would bring us back.
    if (!(await refreshSession())) {
      toast.error(t('auth.firstPassword.signInAgain'));
      await logout();
      return;
    }
    await mutate(keys.account());
    toast.success(t('auth.firstPassword.saved'));
    void navigate(DASHBOARD_BASE, { replace: true });
  });

  return (
    <AuthLayout
      title={t('auth.firstPassword.title')}
      subtitle={t('auth.firstPassword.subtitle')}
      footer={
        <Button variant="secondary" onPress={() => void logout()}>
          {t('auth.firstPassword.logout')}
        </Button>
      }
    >
      <Form onSubmit={onSubmit} aria-label={t('auth.firstPassword.title')}>
        <div className={css.stack}>
          <PasswordChangeFields
            control={form.control}
            currentPasswordLabel={t('auth.firstPassword.currentPassword')}
          />
          <Button type="submit" isPending={form.formState.isSubmitting}>
            {t('auth.firstPassword.submit')}
          </Button>
        </div>
      </Form>
    </AuthLayout>
  );
}
