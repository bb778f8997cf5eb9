import { lazy, Suspense, useId, useMemo, useRef, useState, type ReactNode } from 'react';
import { Controller, useForm, useWatch, type Resolver } from 'react-hook-form';
import { zodResolver } from '@hookform/resolvers/zod';
import { useTranslation } from 'react-i18next';
import { useLocation, useNavigate } from 'react-router';
import { useSWRConfig } from 'swr';
import { isOwner } from '@praktik/domain/access/roles';
import { normalizeAllergies } from '@praktik/domain/patients/allergies';
import {
  assessmentFieldAccess,
  canSaveAssessment,
  editableAssessmentFields,
  isAssessmentDoctor,
  type AssessmentField,
  type AssessmentViewer,
} from '@praktik/domain/visits/assessment-access';
import {
  assessmentSchemaFor,
  type AssessmentPayload,
} from '@praktik/domain/visits/assessment.schema';
import { withoutHiddenFields } from '@praktik/domain/visits/assessment-payload';
import { bodyTypeOfGender } from '@praktik/domain/visits/body-type';
import { examinationSummary } from '@praktik/domain/visits/examination-summary';
import { fileNameOf } from '@praktik/domain/visits/file-preview';
import { isActionAllowed } from '@praktik/domain/visits/status-actions';
import { Alert } from '@praktik/ui/Alert';
import { AllergyTags } from '@praktik/ui/AllergyTags';
import { Button } from '@praktik/ui/Button';
import { Card } from '@praktik/ui/Card';
import { MultiComboBox, type ComboBoxItem } from '@praktik/ui/ComboBox';
import { EmptyState } from '@praktik/ui/EmptyState';
import { FileUpload, type FileUploadItem } from '@praktik/ui/FileUpload';
import { Form, FormGrid, FormGridFullRow } from '@praktik/ui/Form';
import { PageHeader } from '@praktik/ui/PageHeader';
import { Spinner } from '@praktik/ui/Spinner';
import { StatusBadge } from '@praktik/ui/StatusBadge';
import { TextArea } from '@praktik/ui/TextArea';
import { toast } from '@praktik/ui/Toast';
import { useBodyImageUrls } from '../../api/annotation-photos';
import { uploadFile } from '../../api/files';
import { diagnosesOf, diagnosisOption, searchIcd10 } from '../../api/icd10';
import { keyFilters, keys } from '../../api/keys';
import { saveVisit, useVisit, type VisitDetail } from '../../api/visits';
import { applyFieldErrors } from '../../app/field-errors';
import { useAppSession } from '../../app/session-view';
import { useErrorText } from '../../app/use-error-text';
import { useFieldError } from '../../app/use-field-error';
import { validationText } from '../../intl/i18n';
import * as css from '../../app/layout.css';
import { SatuSehatVisitSection } from '../satusehat/SatuSehatLogSection';
import {
  allergyKey,
  firstMessage,
  formValuesOf,
  type AssessmentFormValues,
} from './assessment-form';
import { ACTIVE_VISITS_PATH, patientHistoryPath, readAssessmentAddress } from './assessment-link';
import * as styles from './visits.css';
import { registerPageTexts } from '../../intl/page-texts';
import visitsTexts from './visits.page-texts.json';

registerPageTexts(visitsTexts);

// konva loads only with the body diagram (its own chunk).
const BodyAnnotationCanvas = lazy(async () => ({
  default: (await import('@praktik/ui/BodyAnnotationCanvas')).BodyAnnotationCanvas,
}));

/** An allergy tag in the search field: `id` is the name in lower case (one tag per name). */
interface AllergyOption extends ComboBoxItem {
  isNew: boolean;
}

/**
 * Spec 1 §2.12: the visit assessment (`?id={visitId}&patientId={patientId}`, `view=1` or state
 * `{ viewOnly: true }` for view only). What each viewer sees and may change is the domain's
 * (`assessmentFieldAccess`); the save checks the domain's schema for that viewer.
 */
export default function AssessmentPage() {
  const { t } = useTranslation();
  const location = useLocation();
  const address = readAssessmentAddress(location.search, location.state);
  const visit = useVisit(address.visitId);
  const errorText = useErrorText();

  if (!address.visitId) {
    return (
      <div className={css.pageBody}>
        <Card>
          <EmptyState title={t('visits.assessment.missingQuery')} />
        </Card>
      </div>
    );
  }
  if (visit.error && !visit.data) {
    return (
      <div className={css.pageBody}>
        <Alert tone="danger" title={t('visits.assessment.loadError')}>
          {errorText(visit.error)}
        </Alert>
        <div>
          <Button variant="secondary" onPress={() => void visit.mutate()}>
            {t('visits.activeList.retry')}
          </Button>
        </div>
      </div>
    );
  }
  if (!visit.data) {
    return (
      <div className={css.centered}>
        <Spinner />
      </div>
    );
  }
  return (
    <AssessmentForm
      key={visit.data.id}
      visit={visit.data}
      patientId={address.patientId ?? visit.data.patient.id}
      viewOnly={address.viewOnly}
    />
  );
}

function Fact({ label, children }: { label: string; children: ReactNode }) {
  return (
    <div className={styles.fact}>
      <dt className={styles.factLabel}>{label}</dt>
      <dd className={styles.factValue}>{children}</dd>
    </div>
  );
}

interface AssessmentFormProps {
  visit: VisitDetail;
  patientId: string;
  viewOnly: boolean;
}

function AssessmentForm({ visit, patientId, viewOnly }: AssessmentFormProps) {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const location = useLocation();
  const { mutate } = useSWRConfig();
  const errorText = useErrorText();
  const fieldError = useFieldError();
  const { role } = useAppSession();
  const summaryId = useId();
  const allergiesLabelId = useId();
  const diagnosisLabelId = useId();

  // The caller's own role decides, as on the server (a doctor is someone whose role is doctor).
  const viewer: AssessmentViewer = { role };
  const ended = !isActionAllowed(visit.status, 'assessment');
  const mode = viewOnly || ended ? 'view' : 'edit';
  const access = assessmentFieldAccess({ ...viewer, mode });
  const canSave = editableAssessmentFields({ ...viewer, mode }).length > 0;
  const doctor = isAssessmentDoctor(viewer);
  const bodyImages = useBodyImageUrls(access.bodyDiagram !== 'hidden');

  const schema = assessmentSchemaFor(viewer);
  const form = useForm<AssessmentFormValues, unknown, AssessmentPayload>({
    resolver: zodResolver(schema) as unknown as Resolver<
      AssessmentFormValues,
      unknown,
      AssessmentPayload
    >,
    defaultValues: formValuesOf(visit, patientId),
    mode: 'onTouched',
  });
  const annotations = useWatch({ control: form.control, name: 'annotationDTOs' });
  const [uploads, setUploads] = useState<FileUploadItem[]>([]);
  const uploadCount = useRef(0);
  // A medical file is read only through the signed URL the saved visit answers; until then the
  // files uploaded here are previewed from memory.
  const uploadedFiles = useRef(new Map<string, File>());
  const uploading = uploads.some((item) => item.progress != null && !item.error);

  const summary = useMemo(() => examinationSummary(annotations), [annotations]);

  const onSubmit = form.handleSubmit(async (values) => {
    if (uploading) {
      toast.info(t('visits.assessment.uploading'));
      return;
    }
    try {
      await saveVisit(withoutHiddenFields(values, access));
      toast.success(t('visits.assessment.saved'));
      await mutate(keyFilters.activeVisits);
      await mutate(keys.visit(visit.id));
      void navigate(ACTIVE_VISITS_PATH);
    } catch (error) {
      applyFieldErrors(form.setError, error);
      toast.error(errorText(error));
    }
  });

  const cancel = () => {
    if (location.key !== 'default' && viewOnly) void navigate(-1);
    else void navigate(ACTIVE_VISITS_PATH);
  };

  const chooseFiles = (files: File[]) => {
    for (const file of files) {
      const id = `upload-${(uploadCount.current += 1)}`;
      const item: FileUploadItem = { id, name: file.name, file, type: file.type, progress: 0 };
      setUploads((current) => [...current, item]);
      const patch = (change: Partial<FileUploadItem>) =>
        setUploads((current) => current.map((u) => (u.id === id ? { ...u, ...change } : u)));
      uploadFile(file, 'assessment', (progress) => patch({ progress }))
        .then((url) => {
          uploadedFiles.current.set(url, file);
          setUploads((current) => current.filter((u) => u.id !== id));
          form.setValue('fileUploads', [...form.getValues('fileUploads'), url], {
            shouldDirty: true,
          });
        })
        .catch((error: unknown) => {
          patch({
            progress: null,
            error: `${t('visits.assessment.uploadFailed')}: ${errorText(error)}`,
          });
        });
    }
  };

  const textField = (
    name: 'anamnesis' | 'examination' | 'treatment' | 'riwayatPenyakit' | 'riwayatPenyakitKeluarga',
    field: AssessmentField,
    { required = false, rows = 4 }: { required?: boolean; rows?: number } = {},
  ) =>
    access[field] === 'hidden' ? null : (
      <Controller
        control={form.control}
        name={name}
        render={({ field: control, fieldState }) => (
          <TextArea
            label={t(`fields.${name}`)}
            name={control.name}
            value={control.value}
            onChange={control.onChange}
            onBlur={control.onBlur}
            inputRef={control.ref}
            rows={rows}
            isRequired={required && access[field] === 'edit'}
            isReadOnly={access[field] === 'read'}
            errorMessage={fieldError(fieldState.error)}
          />
        )}
      />
    );

  const notice = viewOnly
    ? t('visits.assessment.viewOnly')
    : ended
      ? t('visits.assessment.ended')
      : !canSaveAssessment(viewer)
        ? t('visits.assessment.staffReadOnly')
        : null;

  return (
    <div className={css.pageBody}>
      <PageHeader
        title={`${t('visits.actions.assessment')}: ${visit.patient.name}`}
        description={t('visits.assessment.description')}
      />
      {notice && (
        <Alert tone="info" role="status">
          {notice}
        </Alert>
      )}
      <Card title={t('visits.assessment.patientSection')}>
        <dl className={styles.facts}>
          <Fact label={t('fields.name')}>{visit.patient.name}</Fact>
          <Fact label={t('fields.medicalRecordNumber')}>
            {visit.patient.medicalRecordNumber || '-'}
          </Fact>
          <Fact label={t('fields.dateOfBirth')}>{visit.patient.dob ?? '-'}</Fact>
          <Fact label={t('fields.gender')}>
            {visit.patient.gender ? t(`genders.${visit.patient.gender}`) : '-'}
          </Fact>
          <Fact label={t('visits.assessment.doctor')}>{visit.doctorName ?? '-'}</Fact>
          <Fact label={t('visits.assessment.visitTime')}>{visit.startInString}</Fact>
          <Fact label={t('visits.assessment.status')}>
            <StatusBadge status={visit.status} />
          </Fact>
        </dl>
      </Card>
      {isOwner(role) ? <SatuSehatVisitSection visitId={visit.id} /> : null}
      <Form onSubmit={onSubmit}>
        <div className={css.stack}>
          <Card title={t('visits.assessment.medicalSection')}>
            <FormGrid columns={2}>
              {access.allergies !== 'hidden' && (
                <FormGridFullRow>
                  <Controller
                    control={form.control}
                    name="allergies"
                    render={({ field, fieldState }) =>
                      access.allergies === 'edit' ? (
                        <MultiComboBox<AllergyOption>
                          label={t('fields.allergies')}
                          name={field.name}
                          placeholder={t('visits.assessment.allergyPlaceholder')}
                          debounceMs={0}
                          // Enter adds the typed allergy, as the patient form's tag input does.
                          itemForText={(text) => ({
                            id: allergyKey(text),
                            label: text,
                            isNew: true,
                          })}
                          loadItems={(text) =>
                            Promise.resolve([
                              {
                                id: allergyKey(text),
                                label: text,
                                description: t('visits.assessment.allergyAdd'),
                                isNew: true,
                              },
                            ])
                          }
                          selectedItems={field.value.map((allergy) => ({
                            id: allergyKey(allergy.name),
                            label: allergy.name,
                            isNew: allergy.isNew,
                          }))}
                          onChange={(items) =>
                            field.onChange(
                              normalizeAllergies(
                                items.map((item) => ({ name: item.label, isNew: item.isNew })),
                              ),
                            )
                          }
                          errorMessage={fieldError({ message: firstMessage(fieldState.error) })}
                        />
                      ) : (
                        <div className={styles.fieldGroup}>
                          <p id={allergiesLabelId} className={styles.groupLabel}>
                            {t('fields.allergies')}
                          </p>
                          <AllergyTags
                            aria-label={t('fields.allergies')}
                            allergies={field.value.map((allergy) => allergy.name)}
                          />
                        </div>
                      )
                    }
                  />
                </FormGridFullRow>
              )}
              {textField('riwayatPenyakit', 'riwayatPenyakit', { rows: 3 })}
              {textField('riwayatPenyakitKeluarga', 'riwayatPenyakitKeluarga', { rows: 3 })}
              {textField('anamnesis', 'anamnesis', { required: doctor })}
              {access.examination !== 'hidden' && (
                <div className={styles.fieldGroup}>
                  {textField('examination', 'examination', { required: doctor })}
                  <p id={summaryId} className={styles.groupLabel}>
                    {t('visits.assessment.summary')}
                  </p>
                  <pre
                    aria-labelledby={summaryId}
                    className={[styles.summary, summary ? '' : styles.summaryEmpty]
                      .filter(Boolean)
                      .join(' ')}
                  >
                    {summary || t('visits.assessment.summaryEmpty')}
                  </pre>
                </div>
              )}
              {access.diagnosis !== 'hidden' && (
                <FormGridFullRow>
                  <Controller
                    control={form.control}
                    name="diagnosisDTOs"
                    render={({ field, fieldState }) =>
                      access.diagnosis === 'edit' ? (
                        <MultiComboBox
                          label={t('fields.diagnosis')}
                          name={field.name}
                          placeholder={t('visits.assessment.diagnosisPlaceholder')}
                          loadItems={searchIcd10}
                          selectedItems={field.value.map(diagnosisOption)}
                          onChange={(items) => field.onChange(diagnosesOf(items))}
                          errorMessage={fieldError({ message: firstMessage(fieldState.error) })}
                        />
                      ) : (
                        <div className={styles.fieldGroup}>
                          <p id={diagnosisLabelId} className={styles.groupLabel}>
                            {t('fields.diagnosis')}
                          </p>
                          {field.value.length === 0 ? (
                            <p className={styles.factValue}>-</p>
                          ) : (
                            <ul aria-labelledby={diagnosisLabelId} className={styles.pills}>
                              {field.value.map((diagnosis) => (
                                <li key={diagnosis.fullCode} className={styles.pill}>
                                  {diagnosisOption(diagnosis).label}
                                </li>
                              ))}
                            </ul>
                          )}
                        </div>
                      )
                    }
                  />
                </FormGridFullRow>
              )}
              <FormGridFullRow>
                {textField('treatment', 'treatment', { required: true })}
              </FormGridFullRow>
              {access.files !== 'hidden' && (
                <FormGridFullRow>
                  <Controller
                    control={form.control}
                    name="fileUploads"
                    render={({ field, fieldState }) => (
                      <FileUpload
                        label={t('visits.assessment.files')}
                        description={
                          access.files === 'edit' ? t('visits.assessment.filesHint') : undefined
                        }
                        items={[
                          ...field.value.map((url) => {
                            const file = uploadedFiles.current.get(url) ?? null;
                            return { id: url, name: fileNameOf(url), url, file, type: file?.type };
                          }),
                          ...uploads,
                        ]}
                        onFilesChosen={chooseFiles}
                        onRemove={
                          access.files === 'edit'
                            ? (id) => {
                                if (field.value.includes(id)) {
                                  field.onChange(field.value.filter((url) => url !== id));
                                } else {
                                  setUploads((current) => current.filter((u) => u.id !== id));
                                }
                              }
                            : undefined
                        }
                        isReadOnly={access.files === 'read'}
                        errorMessage={fieldError({ message: firstMessage(fieldState.error) })}
                      />
                    )}
                  />
                </FormGridFullRow>
              )}
            </FormGrid>
          </Card>
          {access.bodyDiagram !== 'hidden' && (
            <Card title={t('visits.assessment.diagramSection')}>
              <Controller
                control={form.control}
                name="annotationDTOs"
                render={({ field, fieldState }) => (
                  <div className={styles.fieldGroup}>
                    {bodyImages.isLoading ? (
                      <Spinner />
                    ) : (
                      <Suspense fallback={<Spinner />}>
                        <BodyAnnotationCanvas
                          type={bodyTypeOfGender(visit.patient.gender)}
                          label={t('fields.annotations')}
                          value={field.value}
                          onChange={(value) => field.onChange(value)}
                          isReadOnly={access.bodyDiagram === 'read'}
                          imageUrls={bodyImages.imageUrls}
                          validationText={(token) => validationText(token) ?? token}
                        />
                      </Suspense>
                    )}
                    {fieldState.error && (
                      <Alert tone="danger">
                        {fieldError({ message: firstMessage(fieldState.error) })}
                      </Alert>
                    )}
                  </div>
                )}
              />
            </Card>
          )}
          <div className={styles.actions}>
            <Button variant="secondary" href={patientHistoryPath(visit.patient.id || patientId)}>
              {t('visits.assessment.history')}
            </Button>
            <Button variant="ghost" onPress={cancel}>
              {t('visits.assessment.cancel')}
            </Button>
            {canSave && (
              <Button type="submit" isPending={form.formState.isSubmitting}>
                {t('visits.assessment.save')}
              </Button>
            )}
          </div>
        </div>
      </Form>
    </div>
  );
}
