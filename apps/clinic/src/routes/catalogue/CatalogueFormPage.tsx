import { useEffect } from 'react';
import { useNavigate, useSearchParams } from 'react-router';
import {
  Controller,
  useForm,
  type FieldValues,
  type Path,
  type UseFormReturn,
} from 'react-hook-form';
import { zodResolver } from '@hookform/resolvers/zod';
import { useTranslation } from 'react-i18next';
import { useSWRConfig } from 'swr';
import { isOwner } from '@praktik/domain/access/roles';
import type {
  CategoryItemView,
  ItemView,
  PackageView,
} from '@praktik/domain/catalogue/catalogue-view.schema';
import {
  CATEGORY_TYPES,
  categoryItemSchema,
  type CategoryItemForm,
} from '@praktik/domain/catalogue/category-item.schema';
import { itemSchema, type ItemForm } from '@praktik/domain/catalogue/item.schema';
import {
  packageFormSchema,
  toPackageRequest,
  type PackageForm,
  type PackageFormInput,
} from '@praktik/domain/catalogue/package.schema';
import { formatRupiah, parseRupiahInput } from '@praktik/domain/money/currency';
import { Button } from '@praktik/ui/Button';
import { Card } from '@praktik/ui/Card';
import { EmptyState } from '@praktik/ui/EmptyState';
import { Form, FormActions, FormGrid } from '@praktik/ui/Form';
import { PageHeader } from '@praktik/ui/PageHeader';
import { Select } from '@praktik/ui/Select';
import { Spinner } from '@praktik/ui/Spinner';
import { TextField } from '@praktik/ui/TextField';
import { toast } from '@praktik/ui/Toast';
import { useAccount } from '../../api/account';
import { isApiError } from '../../api/error';
import {
  revalidateCatalogue,
  saveCatalogueRow,
  useCatalogueList,
  useCatalogueRow,
  useItemOptions,
  type CatalogueRowOf,
} from '../../api/catalogue';
import type { CatalogueKind } from '../../api/list-queries';
import { FormSelect } from '../../app/fields/FormSelect';
import { FormTextField } from '../../app/fields/FormTextField';
import { useAppSession } from '../../app/session-view';
import { StatusPage } from '../../app/StatusPage';
import { useErrorText } from '../../app/use-error-text';
import { useFieldError } from '../../app/use-field-error';
import * as layout from '../../app/layout.css';
import { cataloguePaths } from './catalogue-paths';
import * as css from './catalogue.css';
import { FormNumberTextField } from './FormNumberTextField';
import { registerPageTexts } from '../../intl/page-texts';
import catalogueTexts from './catalogue.page-texts.json';

registerPageTexts(catalogueTexts);

type Mode = 'add' | 'edit' | 'detail';

const TITLE_KEY = { add: 'addTitle', edit: 'editTitle', detail: 'detailTitle' } as const;

/** The package call's field names (spec 2 §7) as the form names them. */
const PACKAGE_FORM_FIELD: Record<string, string> = { number_of_visit: 'numberOfVisit' };

function useBusinessId(): string | null {
  const account = useAccount();
  return account.data?.businessId != null ? String(account.data.businessId) : null;
}

/**
 * Spec 2 §2.8: add, edit and the read-only detail of a category, an item or a package share one
 * page (`?id=` names the row). Adding and editing are the owner's: anyone else is shown the app's
 * "not allowed" state (the server refuses their writes too).
 */
export default function CatalogueFormPage({ kind, mode }: { kind: CatalogueKind; mode: Mode }) {
  const { t } = useTranslation();
  const errorText = useErrorText();
  const { role } = useAppSession();
  const [search] = useSearchParams();
  const id = mode === 'add' ? null : search.get('id')?.trim() || null;
  const row = useCatalogueRow(kind, id);
  useEffect(() => {
    window.scrollTo(0, 0);
  }, [mode, id]);

  if (mode !== 'detail' && !isOwner(role)) return <StatusPage kind="forbidden" embedded />;

  const back = (
    <Button variant="secondary" href={cataloguePaths.list(kind)}>
      {t('catalogue.actions.back')}
    </Button>
  );

  let body;
  if (mode === 'add') {
    body = <CatalogueForm kind={kind} mode="add" />;
  } else if (!id || (isApiError(row.error) && row.error.status === 404)) {
    body = <EmptyState icon="inbox" title={t(`catalogue.${kind}.notFound`)} action={back} />;
  } else if (row.error) {
    body = <EmptyState icon="danger" title={errorText(row.error)} action={back} />;
  } else if (!row.data) {
    body = <Spinner />;
  } else {
    body = <CatalogueForm key={`${mode}-${row.data.id}`} kind={kind} mode={mode} row={row.data} />;
  }

  return (
    <div className={layout.pageBody}>
      <PageHeader title={t(`catalogue.${kind}.${TITLE_KEY[mode]}`)} />
      <Card>{body}</Card>
    </div>
  );
}

function CatalogueForm({
  kind,
  mode,
  row,
}: {
  kind: CatalogueKind;
  mode: Mode;
  row?: CatalogueRowOf[CatalogueKind];
}) {
  if (kind === 'category') return <CategoryForm mode={mode} row={row as CategoryItemView} />;
  if (kind === 'item') return <ItemFormView mode={mode} row={row as ItemView} />;
  return <PackageFormView mode={mode} row={row as PackageView} />;
}

/**
 * Saving: the row is sent, the lists read again and the list shown; a refusal shows its fields'
 * errors beside them (a taken name's 409 beside the name) and its detail as a toast.
 */
function useSave<T extends FieldValues>(
  kind: CatalogueKind,
  form: UseFormReturn<T, unknown, never> | UseFormReturn<T>,
  fieldOf: (wire: string) => string = (wire) => wire,
) {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const { mutate } = useSWRConfig();
  const errorText = useErrorText();
  return async <K extends CatalogueKind>(
    body: Parameters<typeof saveCatalogueRow<K>>[1],
    id: string | null,
  ) => {
    try {
      await saveCatalogueRow(kind as K, body, id);
      toast.success(t(id ? 'catalogue.toast.edited' : 'catalogue.toast.added'));
      await revalidateCatalogue(mutate);
      void navigate(cataloguePaths.list(kind));
    } catch (e) {
      if (isApiError(e)) {
        for (const { field, message } of e.fieldErrors)
          form.setError(fieldOf(field) as Path<T>, { type: 'server', message });
      }
      toast.error(errorText(e));
    }
  };
}

function FormButtons({
  kind,
  mode,
  row,
  isPending,
}: {
  kind: CatalogueKind;
  mode: Mode;
  row?: { id: string } | undefined;
  isPending: boolean;
}) {
  const { t } = useTranslation();
  const { role } = useAppSession();
  const readOnly = mode === 'detail';
  return (
    <FormActions>
      <Button variant="secondary" href={cataloguePaths.list(kind)}>
        {readOnly ? t('catalogue.actions.back') : t('catalogue.actions.cancel')}
      </Button>
      {readOnly ? (
        isOwner(role) && row ? (
          <Button href={cataloguePaths.edit(kind, row.id)}>{t('catalogue.actions.edit')}</Button>
        ) : null
      ) : (
        <Button type="submit" isPending={isPending}>
          {t('common.actions.save')}
        </Button>
      )}
    </FormActions>
  );
}

function CategoryForm({ mode, row }: { mode: Mode; row?: CategoryItemView }) {
  const { t } = useTranslation();
  const form = useForm<CategoryItemForm>({
    resolver: zodResolver(categoryItemSchema),
    defaultValues: { name: row?.name ?? '', type: row?.type ?? 'CONSULTATION' },
    mode: 'onTouched',
  });
  const types = CATEGORY_TYPES.map((type) => ({ id: type, label: t(`payments.itemType.${type}`) }));
  const save = useSave('category', form);
  const onSubmit = form.handleSubmit((values) => save<'category'>(values, row?.id ?? null));
  return (
    <Form onSubmit={onSubmit} aria-label={t(`catalogue.category.${TITLE_KEY[mode]}`)}>
      <div className={layout.stack}>
        <FormGrid columns={2}>
          <FormTextField
            control={form.control}
            name="name"
            label={t('fields.name')}
            isRequired
            isReadOnly={mode === 'detail'}
          />
          <FormSelect
            control={form.control}
            name="type"
            label={t('fields.categoryType')}
            description={t('catalogue.category.typeHelp')}
            items={types}
            isRequired
            isReadOnly={mode === 'detail'}
          />
        </FormGrid>
        <FormButtons
          kind="category"
          mode={mode}
          row={row}
          isPending={form.formState.isSubmitting}
        />
      </div>
    </Form>
  );
}

function ItemFormView({ mode, row }: { mode: Mode; row?: ItemView }) {
  const { t } = useTranslation();
  const businessId = useBusinessId();
  // The category select asks for every category at once (spec 2 §9: 99999).
  const categories = useCatalogueList('category', businessId, { page: 0, size: 99999, sort: null });
  const form = useForm<ItemForm>({
    resolver: zodResolver(itemSchema),
    defaultValues: row
      ? { name: row.name, price: row.price, category_item_id: row.category_item_id }
      : ({ name: '', category_item_id: '' } as ItemForm),
    mode: 'onTouched',
  });
  const save = useSave('item', form);
  const onSubmit = form.handleSubmit((values) => save<'item'>(values, row?.id ?? null));
  const readOnly = mode === 'detail';
  const items = (categories.data?.rows ?? []).map((c) => ({ id: c.id, label: c.name }));
  // A detail shows its category even before (or without) the list.
  if (row && !items.some((item) => item.id === row.category_item_id))
    items.push({ id: row.category_item_id, label: row.category_name });
  return (
    <Form onSubmit={onSubmit} aria-label={t(`catalogue.item.${TITLE_KEY[mode]}`)}>
      <div className={layout.stack}>
        <FormGrid columns={2}>
          <FormSelect
            control={form.control}
            name="category_item_id"
            label={t('fields.categoryItem')}
            items={items}
            isLoading={categories.isLoading}
            placeholder={t('catalogue.form.choose')}
            isRequired
            isReadOnly={readOnly}
          />
          <FormTextField
            control={form.control}
            name="name"
            label={t('fields.name')}
            isRequired
            isReadOnly={readOnly}
          />
          <FormNumberTextField
            control={form.control}
            name="price"
            label={t('fields.price')}
            parse={parseRupiahInput}
            format={formatRupiah}
            isRequired
            isReadOnly={readOnly}
          />
        </FormGrid>
        <FormButtons kind="item" mode={mode} row={row} isPending={form.formState.isSubmitting} />
      </div>
    </Form>
  );
}

const wholeNumber = (text: string) => (/^\s*\d+\s*$/.test(text) ? Number(text) : null);

function PackageFormView({ mode, row }: { mode: Mode; row?: PackageView }) {
  const { t } = useTranslation();
  const fieldError = useFieldError();
  const businessId = useBusinessId();
  const options = useItemOptions(businessId);
  const form = useForm<PackageFormInput, unknown, PackageForm>({
    resolver: zodResolver(packageFormSchema),
    defaultValues: row
      ? {
          name: row.name,
          price: row.price,
          numberOfVisit: row.number_of_visit,
          items: row.items.map((item) => item.id),
        }
      : ({ name: '', items: [''] } as unknown as PackageFormInput),
    mode: 'onTouched',
  });
  const save = useSave('package', form, (wire) => PACKAGE_FORM_FIELD[wire] ?? wire);
  const onSubmit = form.handleSubmit((values) =>
    save<'package'>(toPackageRequest(values), row?.id ?? null),
  );
  const readOnly = mode === 'detail';
  const choices = (options.data ?? []).map((option) => ({
    id: option.value,
    label: `${option.label} (${option.category})`,
  }));
  for (const item of row?.items ?? [])
    if (!choices.some((choice) => choice.id === item.id))
      choices.push({ id: item.id, label: item.name });

  return (
    <Form onSubmit={onSubmit} aria-label={t(`catalogue.package.${TITLE_KEY[mode]}`)}>
      <div className={layout.stack}>
        <FormGrid columns={2}>
          <FormTextField
            control={form.control}
            name="name"
            label={t('fields.name')}
            isRequired
            isReadOnly={readOnly}
          />
          <FormNumberTextField
            control={form.control}
            name="numberOfVisit"
            label={t('fields.numberOfVisit')}
            parse={wholeNumber}
            format={String}
            isRequired
            isReadOnly={readOnly}
          />
          <FormNumberTextField
            control={form.control}
            name="price"
            label={t('fields.price')}
            parse={parseRupiahInput}
            format={formatRupiah}
            isRequired
            isReadOnly={readOnly}
          />
        </FormGrid>
        <Controller
          control={form.control}
          name="items"
          render={({ field, fieldState }) => {
            const chosen = (field.value as (string | null)[] | undefined) ?? [];
            const errors = fieldState.error as
              ({ message?: string } & Record<number, { message?: string } | undefined>) | undefined;
            const setAt = (index: number, value: string | null) => {
              const next = [...chosen];
              next[index] = value;
              field.onChange(next);
            };
            return (
              <div className={layout.stack}>
                {chosen.map((value, index) => {
                  const label = t('catalogue.form.itemLabel', { index: index + 1 });
                  const error = errors?.[index] ? fieldError(errors[index]) : undefined;
                  return (
                    <div key={index} className={css.itemLine}>
                      <div className={css.itemChoice}>
                        {readOnly ? (
                          <TextField
                            label={label}
                            value={choices.find((c) => c.id === value)?.label ?? ''}
                            isReadOnly
                          />
                        ) : (
                          <Select
                            label={label}
                            items={choices}
                            isLoading={options.isLoading}
                            selectedKey={value || null}
                            onSelectionChange={(key) =>
                              setAt(index, key == null ? '' : String(key))
                            }
                            placeholder={t('catalogue.form.choose')}
                            isRequired={index === 0}
                            isInvalid={!!error}
                            errorMessage={error}
                          />
                        )}
                      </div>
                      {!readOnly && chosen.length > 1 ? (
                        <Button
                          variant="secondary"
                          onPress={() => field.onChange(chosen.filter((_, i) => i !== index))}
                          aria-label={t('catalogue.actions.removeItem', { index: index + 1 })}
                        >
                          {t('catalogue.actions.delete')}
                        </Button>
                      ) : null}
                    </div>
                  );
                })}
                {errors?.message ? <p role="alert">{fieldError(errors)}</p> : null}
                {readOnly ? null : (
                  <div>
                    <Button variant="secondary" onPress={() => field.onChange([...chosen, ''])}>
                      {t('catalogue.actions.addItem')}
                    </Button>
                  </div>
                )}
              </div>
            );
          }}
        />
        <FormButtons kind="package" mode={mode} row={row} isPending={form.formState.isSubmitting} />
      </div>
    </Form>
  );
}
