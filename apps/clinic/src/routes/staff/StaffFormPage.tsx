import { useEffect } from 'react';
import { useNavigate, useSearchParams } from 'react-router';
import { useForm, useWatch, type Resolver } from 'react-hook-form';
import { zodResolver } from '@hookform/resolvers/zod';
import { useTranslation } from 'react-i18next';
import { useSWRConfig } from 'swr';
import { assignableStaffRoles, staffRowActions } from '@praktik/domain/access/permissions';
import { ROLES, ROLE_LABEL_KEYS } from '@praktik/domain/access/roles';
import {
  asksPractitionerIhs,
  emptyStaffForm,
  staffCreateFormSchema,
  staffEditFormSchema,
  staffFormFromRow,
  toStaffCreateRequest,
  toStaffEditRequest,
  type StaffCreateForm,
  type StaffCreateValues,
  type StaffRow,
} from '@praktik/domain/staff/staff.schema';
import { Button } from '@praktik/ui/Button';
import { Card } from '@praktik/ui/Card';
import { Form, FormActions, FormGrid } from '@praktik/ui/Form';
import { PageHeader } from '@praktik/ui/PageHeader';
import { AccountStatusBadge } from '@praktik/ui/StatusBadge';
import { toast } from '@praktik/ui/Toast';
import { FormPasswordField } from '../../app/fields/FormPasswordField';
import { ConfirmPasswordField } from '../../app/fields/PasswordChangeFields';
import { FormSelect } from '../../app/fields/FormSelect';
import { FormTextField } from '../../app/fields/FormTextField';
import {
  AddressField,
  BirthDateField,
  GenderField,
  NameField,
  PhoneNumberField,
} from '../../app/fields/PersonFields';
import { useAppSession } from '../../app/session-view';
import { useErrorText } from '../../app/use-error-text';
import { LoadedOrNotFound } from '../../app/LoadedOrNotFound';
import { isApiError } from '../../api/error';
import { revalidateStaff, saveStaffMember, useStaffMember } from '../../api/staff';
import * as layout from '../../app/layout.css';
import { staffFormFieldErrors } from './staff-form-errors';
import { staffPaths } from './staff-paths';
import { registerPageTexts } from '../../intl/page-texts';
import * as css from './staff.css';
import staffTexts from './staff.page-texts.json';
import staffFormTexts from './staff-form.page-texts.json';

registerPageTexts(staffTexts);
registerPageTexts(staffFormTexts);

type Mode = 'add' | 'edit' | 'detail';

const TITLE_KEYS = {
  add: 'staff.form.addTitle',
  edit: 'staff.form.editTitle',
  detail: 'staff.form.detailTitle',
} as const;

const SUBTITLE_KEYS = {
  add: 'staff.form.addSubtitle',
  edit: 'staff.form.editSubtitle',
  detail: 'staff.form.detailSubtitle',
} as const;

/**
 * Spec 2 §2.10: add, edit and the read-only detail of a staff member share one form
 * (`?id=` names the account for edit and detail). Add and edit are the owner's (the route gate).
 */
export default function StaffFormPage({ mode }: { mode: Mode }) {
  const { t } = useTranslation();
  const [search] = useSearchParams();
  const id = mode === 'add' ? null : search.get('id')?.trim() || null;
  const member = useStaffMember(id);
  useEffect(() => {
    window.scrollTo(0, 0);
  }, [mode, id]);

  const back = (
    <Button variant="secondary" href={staffPaths.list()}>
      {t('staff.form.back')}
    </Button>
  );

  return (
    <div className={layout.pageBody}>
      <PageHeader title={t(TITLE_KEYS[mode])} description={t(SUBTITLE_KEYS[mode])} />
      <Card>
        {mode === 'add' ? (
          <StaffForm mode="add" />
        ) : (
          <LoadedOrNotFound
            id={id}
            result={member}
            icon="staff"
            notFoundTitle={t('staff.form.notFoundTitle')}
            notFoundText={t('staff.form.notFoundText')}
            loadFailedTitle={t('staff.form.loadFailedTitle')}
            back={back}
          >
            {(data) => <StaffForm key={`${mode}-${data.id}`} mode={mode} member={data} />}
          </LoadedOrNotFound>
        )}
      </Card>
    </div>
  );
}

/** The form's starting values: empty for a new member; a detail shows an owner's role too. */
function initialValues(mode: Mode, member: StaffRow | undefined) {
  if (!member) return emptyStaffForm();
  const draft = staffFormFromRow(member);
  return mode === 'detail' ? { ...draft, role: member.role } : draft;
}

function StaffForm({ mode, member }: { mode: Mode; member?: StaffRow }) {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const { mutate } = useSWRConfig();
  const errorText = useErrorText();
  const { role, session } = useAppSession();
  const readOnly = mode === 'detail';
  const form = useForm<StaffCreateForm, unknown, StaffCreateValues>({
    // One form for both: the edit's schema has no password fields, and the form shows none.
    resolver: (mode === 'add'
      ? zodResolver(staffCreateFormSchema)
      : zodResolver(staffEditFormSchema)) as unknown as Resolver<
      StaffCreateForm,
      unknown,
      StaffCreateValues
    >,
    // A new member has no role or gender chosen yet: the draft's null fails "required" on save.
    defaultValues: initialValues(mode, member) as unknown as StaffCreateForm,
    mode: 'onTouched',
  });

  const onSubmit = form.handleSubmit(async (values) => {
    try {
      if (member) {
        await saveStaffMember(toStaffEditRequest(values, member.id));
        toast.success(t('staff.toast.edited'));
      } else {
        await saveStaffMember(toStaffCreateRequest(values));
        toast.success(t('staff.toast.added'));
      }
      await revalidateStaff(mutate);
      void navigate(staffPaths.list());
    } catch (e) {
      if (isApiError(e)) {
        const fieldErrors = staffFormFieldErrors(e.fieldErrors);
        for (const { field, message } of fieldErrors) {
          form.setError(field as keyof StaffCreateForm, { type: 'server', message });
        }
        // 409: the e-mail has an account already; its detail shows beside the field.
        if (e.status === 409 && !fieldErrors.some((f) => f.field === 'email') && e.detail) {
          form.setError('email', { type: 'server', message: e.detail });
        }
        if (e.status === 409) form.setFocus('email');
      }
      toast.error(errorText(e));
    }
  });

  const roleItems = (readOnly ? ROLES : assignableStaffRoles(role)).map((r) => ({
    id: r,
    label: t(ROLE_LABEL_KEYS[r]),
  }));
  const control = form.control;
  const chosenRole = useWatch({ control, name: 'role' });
  const canEdit =
    readOnly && member
      ? staffRowActions(role, member.id, session?.userId, member.role).includes('edit')
      : false;

  return (
    <Form onSubmit={onSubmit} aria-label={t(TITLE_KEYS[mode])}>
      <div className={layout.stack}>
        {member && mode === 'detail' ? (
          <p className={css.statusLine}>
            {t('staff.form.status')} <AccountStatusBadge isActive={member.active} />
          </p>
        ) : null}
        <FormGrid columns={2}>
          <NameField control={control} isReadOnly={readOnly} />
          <FormTextField
            control={control}
            name="email"
            label={t('fields.email')}
            type="email"
            inputMode="email"
            autoComplete="off"
            isRequired
            isReadOnly={readOnly}
          />
          <FormSelect
            control={control}
            name="role"
            label={t('fields.role')}
            items={roleItems}
            isRequired
            isReadOnly={readOnly}
          />
          <PhoneNumberField control={control} isReadOnly={readOnly} />
          <BirthDateField control={control} isReadOnly={readOnly} />
          <GenderField control={control} isReadOnly={readOnly} />
          <FormTextField
            control={control}
            name="identificationNumber"
            label={t('fields.identificationNumber')}
            autoComplete="off"
            isRequired
            isReadOnly={readOnly}
          />
          <AddressField control={control} isReadOnly={readOnly} />
          {asksPractitionerIhs(chosenRole) ? (
            <FormTextField
              control={control}
              name="satuSehatPractitionerId"
              label={t('fields.satuSehatPractitionerId')}
              description={t('staffForm.ihs.hint')}
              autoComplete="off"
              isReadOnly={readOnly}
            />
          ) : null}
          {mode === 'add' ? (
            <>
              <FormPasswordField
                control={control}
                name="password"
                autoComplete="new-password"
                label={t('fields.password')}
                description={t('staff.form.passwordHint')}
                isRequired
              />
              <ConfirmPasswordField control={control} />
            </>
          ) : null}
        </FormGrid>
        <FormActions>
          <Button variant="secondary" href={staffPaths.list()}>
            {readOnly ? t('staff.form.back') : t('staff.form.cancel')}
          </Button>
          {readOnly ? (
            canEdit && member ? (
              <Button href={staffPaths.edit(member.id)}>{t('staff.form.edit')}</Button>
            ) : null
          ) : (
            <Button type="submit" isPending={form.formState.isSubmitting}>
              {t('common.actions.save')}
            </Button>
          )}
        </FormActions>
      </div>
    </Form>
  );
}
