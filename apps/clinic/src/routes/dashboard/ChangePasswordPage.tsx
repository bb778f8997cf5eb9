import { useTranslation } from 'react-i18next';
import { Button } from '@praktik/ui/Button';
import { Card } from '@praktik/ui/Card';
import { Form, FormActions } from '@praktik/ui/Form';
import { PageHeader } from '@praktik/ui/PageHeader';
import { toast } from '@praktik/ui/Toast';
import {
  EMPTY_PASSWORD_CHANGE,
  PasswordChangeFields,
  usePasswordChangeForm,
} from '../../app/fields/PasswordChangeFields';
import { applyFieldErrors } from '../../app/field-errors';
import { useErrorText } from '../../app/use-error-text';
import { changePassword } from '../../api/account';
import * as css from '../../app/layout.css';
import { registerPageTexts } from '../../intl/page-texts';
import dashboardTexts from './dashboard.page-texts.json';

registerPageTexts(dashboardTexts);

/** Spec 1 §2.8: errors show once a field is changed; the form resets after a successful save. */
export default function ChangePasswordPage() {
  const { t } = useTranslation();
  const errorText = useErrorText();
  const form = usePasswordChangeForm('onChange');

  const onSubmit = form.handleSubmit(async ({ currentPassword, newPassword }) => {
    try {
      await changePassword({ currentPassword, newPassword });
      toast.success(t('dashboard.changePassword.saved'));
      form.reset(EMPTY_PASSWORD_CHANGE);
    } catch (e) {
      applyFieldErrors(form.setError, e);
      toast.error(errorText(e));
    }
  });

  return (
    <div className={css.pageBody}>
      <PageHeader
        title={t('dashboard.changePassword.title')}
        description={t('dashboard.changePassword.subtitle')}
      />
      <Card className={css.authCard}>
        <Form onSubmit={onSubmit}>
          <div className={css.stack}>
            <PasswordChangeFields
              control={form.control}
              currentPasswordLabel={t('fields.currentPassword')}
            />
            <FormActions>
              <Button type="submit" isPending={form.formState.isSubmitting}>
                {t('common.actions.save')}
              </Button>
            </FormActions>
          </div>
        </Form>
      </Card>
    </div>
  );
}
