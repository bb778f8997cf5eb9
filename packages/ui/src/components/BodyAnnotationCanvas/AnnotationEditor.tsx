import {
  annotationDetailSchema,
  BODY_CANVAS,
  type AnnotationDetail,
} from '@praktik/domain/visits/annotation';
import { useId, useState } from 'react';
import { useUiStrings } from '../../intl/ui-strings-context';
import { Button } from '../Button';
import { Dialog } from '../Dialog';
import { TextArea } from '../TextArea';
import { TextField } from '../TextField';
import * as styles from './BodyAnnotationCanvas.css';
import bodyAnnotationStrings from './bodyAnnotation.strings.json';

export interface AnnotationEditorProps {
  /** The annotation being edited, or a new one (`isNew`); null closes the dialog. */
  draft: AnnotationDetail | null;
  isNew: boolean;
  onSave: (detail: AnnotationDetail) => void;
  onCancel: () => void;
  /** Turns a domain message token into text. */
  messageText: (token: string) => string;
}

type Field = 'title' | 'description' | 'x' | 'y';

const coordinate = (text: string, max: number, fallback: number) => {
  const digits = text.replace(/\D/g, '');
  if (digits === '') return fallback;
  return Math.min(Number(digits), max);
};

/** The dialog for an annotation's title, description and position, checked by the domain schema. */
export function AnnotationEditor({
  draft,
  isNew,
  onSave,
  onCancel,
  messageText,
}: AnnotationEditorProps) {
  const { t } = useUiStrings(bodyAnnotationStrings);
  const formId = useId();
  return (
    <Dialog
      isOpen={draft !== null}
      onOpenChange={(isOpen) => {
        if (!isOpen) onCancel();
      }}
      title={isNew ? t('bodyAnnotation.addTitle') : t('bodyAnnotation.editTitle')}
      size="sm"
      footer={
        <>
          <Button variant="secondary" onPress={onCancel}>
            {t('bodyAnnotation.cancel')}
          </Button>
          <Button type="submit" form={formId}>
            {t('bodyAnnotation.save')}
          </Button>
        </>
      }
    >
      {draft ? (
        <EditorForm formId={formId} initial={draft} onSave={onSave} messageText={messageText} />
      ) : null}
    </Dialog>
  );
}

function EditorForm({
  formId,
  initial,
  onSave,
  messageText,
}: {
  formId: string;
  initial: AnnotationDetail;
  onSave: (detail: AnnotationDetail) => void;
  messageText: (token: string) => string;
}) {
  const { t } = useUiStrings(bodyAnnotationStrings);
  const [title, setTitle] = useState(initial.title);
  const [description, setDescription] = useState(initial.description);
  const [x, setX] = useState(String(initial.x));
  const [y, setY] = useState(String(initial.y));
  const [errors, setErrors] = useState<Partial<Record<Field, string>>>({});

  return (
    <form
      id={formId}
      className={styles.form}
      noValidate
      onSubmit={(event) => {
        event.preventDefault();
        // The dialog is portalled, but React still bubbles its submit through the component
        // tree: inside a page's form (the assessment) it would submit that form too.
        event.stopPropagation();
        const result = annotationDetailSchema.safeParse({
          ...initial,
          title,
          description,
          x: coordinate(x, BODY_CANVAS.width, initial.x),
          y: coordinate(y, BODY_CANVAS.height, initial.y),
        });
        if (result.success) {
          onSave(result.data);
          return;
        }
        const found: Partial<Record<Field, string>> = {};
        for (const issue of result.error.issues) {
          const field = issue.path[0] as Field;
          found[field] ??= messageText(issue.message);
        }
        setErrors(found);
      }}
    >
      <TextField
        label={t('bodyAnnotation.titleField')}
        value={title}
        onChange={setTitle}
        isRequired
        maxLength={100}
        errorMessage={errors.title}
        autoFocus
      />
      <TextArea
        label={t('bodyAnnotation.descriptionField')}
        value={description}
        onChange={setDescription}
        isRequired
        maxLength={1000}
        errorMessage={errors.description}
      />
      <div className={styles.coordinates}>
        <TextField
          label={t('bodyAnnotation.xField')}
          value={x}
          onChange={setX}
          inputMode="numeric"
          description={`0–${BODY_CANVAS.width}`}
          errorMessage={errors.x}
        />
        <TextField
          label={t('bodyAnnotation.yField')}
          value={y}
          onChange={setY}
          inputMode="numeric"
          description={`0–${BODY_CANVAS.height}`}
          errorMessage={errors.y}
        />
      </div>
    </form>
  );
}
