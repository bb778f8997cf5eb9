import {
  newAnnotation,
  type Annotation,
  type AnnotationDetail,
  type BodySubType,
  type BodyType,
} from '@praktik/domain/visits/annotation';
import { useId, useMemo, useRef, useState, type KeyboardEvent } from 'react';
import { Button as AriaButton, ToggleButton, ToggleButtonGroup } from 'react-aria-components';
import { useUiStrings } from '../../intl/ui-strings-context';
import type { UiStringKey } from '../../intl/strings';
import { Button } from '../Button';
import { AnnotationEditor } from './AnnotationEditor';
import { domainMessageText } from './annotation-messages';
import {
  BODY_IMAGES,
  CANVAS_CENTRE,
  clampPoint,
  detailsOf,
  KEY_STEP,
  KEY_STEP_LARGE,
  shownSubType,
  withDetails,
} from './body-annotation-options';
import { BodyDiagram } from './BodyDiagram';
import * as styles from './BodyAnnotationCanvas.css';
import { useOverflow } from '../../shared/use-overflow';
import bodyAnnotationStrings from './bodyAnnotation.strings.json';

export interface BodyAnnotationCanvasProps {
  /** Which body is drawn (the patient's gender). */
  type: BodyType;
  /** The assessment's annotation sets, one per body image (`annotationJson`). */
  value: readonly Annotation[];
  /** Called with every set after an add, move, edit or delete. */
  onChange?: (value: Annotation[]) => void;
  /** The side shown (controlled). Falls back to the front when it is not of `type`. */
  subType?: BodySubType;
  /** @default the front of `type` */
  defaultSubType?: BodySubType;
  onSubTypeChange?: (subType: BodySubType) => void;
  /** Shows the annotations without add, move, edit or delete. @default false */
  isReadOnly?: boolean;
  /** The heading over the diagram. @default ui string `bodyAnnotation.label` */
  label?: string;
  /** Body pictures from the server (spec 1 §3 "Body image"). @default the drawings in ./images */
  imageUrls?: Partial<Record<BodySubType, string>>;
  /**
   * Turns a domain validation token into text (the app passes its i18next `validationText`).
   * @default the domain's own texts in the ui locale
   */
  validationText?: (token: string) => string;
}

const IMAGE_LABEL: Record<BodySubType, UiStringKey<typeof bodyAnnotationStrings>> = {
  MALE_FRONT: 'bodyAnnotation.maleFront',
  MALE_BACK: 'bodyAnnotation.maleBack',
  FEMALE_FRONT: 'bodyAnnotation.femaleFront',
  FEMALE_BACK: 'bodyAnnotation.femaleBack',
};

const ARROWS: Record<string, { x: number; y: number }> = {
  ArrowLeft: { x: -1, y: 0 },
  ArrowRight: { x: 1, y: 0 },
  ArrowUp: { x: 0, y: -1 },
  ArrowDown: { x: 0, y: 1 },
};

type Editing = { index: number | null; draft: AnnotationDetail };

/**
 * The body diagram of an assessment (spec 1 §2.12): a 335 × 510 Konva canvas with the body's
 * front or back, annotation points each with a line to its title, and beside it the same
 * annotations as a list, so everything can be read and done from the keyboard too.
 */
export function BodyAnnotationCanvas({
  type,
  value,
  onChange,
  subType: controlledSubType,
  defaultSubType,
  onSubTypeChange,
  isReadOnly = false,
  label,
  imageUrls,
  validationText,
}: BodyAnnotationCanvasProps) {
  const { t, locale } = useUiStrings(bodyAnnotationStrings);
  const rootRef = useRef<HTMLDivElement>(null);
  const addButtonRef = useRef<HTMLDivElement>(null);
  const headingId = useId();
  const hintId = useId();
  const moveHintId = useId();
  const [stageScrolls, stageRef] = useOverflow('x');
  const [ownSubType, setOwnSubType] = useState(defaultSubType);
  const subType = shownSubType(type, controlledSubType ?? ownSubType);
  const details = detailsOf(value, subType);
  const [editing, setEditing] = useState<Editing | null>(null);
  const [activeIndex, setActiveIndex] = useState<number | null>(null);
  const [announcement, setAnnouncement] = useState('');
  const messageText = useMemo(
    () => validationText ?? domainMessageText(locale),
    [validationText, locale],
  );

  const front = shownSubType(type, undefined);
  const back = type === 'MALE' ? 'MALE_BACK' : 'FEMALE_BACK';
  const chooseSide = (next: BodySubType) => {
    setOwnSubType(next);
    setActiveIndex(null);
    onSubTypeChange?.(next);
  };

  const commit = (next: AnnotationDetail[]) => onChange?.(withDetails(value, subType, next));
  const replace = (index: number, detail: AnnotationDetail) =>
    commit(details.map((old, i) => (i === index ? detail : old)));

  const startAdd = (point: { x: number; y: number }) =>
    setEditing({ index: null, draft: newAnnotation(point, details.length) });

  const save = (detail: AnnotationDetail) => {
    if (editing?.index == null) commit([...details, detail]);
    else replace(editing.index, detail);
    setEditing(null);
  };

  const remove = (index: number) => {
    const removed = details[index];
    commit(details.filter((_, i) => i !== index));
    setActiveIndex(null);
    if (removed) setAnnouncement(t('bodyAnnotation.deleted', { title: removed.title }));
    // The item and its buttons are gone: keep focus in the list's place.
    addButtonRef.current?.querySelector('button')?.focus();
  };

  const onMoveKey = (index: number, event: KeyboardEvent) => {
    const arrow = ARROWS[event.key];
    const detail = details[index];
    if (!arrow || !detail) return;
    event.preventDefault();
    const step = event.shiftKey ? KEY_STEP_LARGE : KEY_STEP;
    const point = clampPoint({ x: detail.x + arrow.x * step, y: detail.y + arrow.y * step });
    replace(index, { ...detail, ...point });
    setAnnouncement(t('bodyAnnotation.moved', { title: detail.title, ...point }));
  };

  const imageLabel = t(IMAGE_LABEL[subType]);
  const countOf = (side: BodySubType) => detailsOf(value, side).length;

  return (
    <div ref={rootRef} className={styles.root} role="group" aria-labelledby={headingId}>
      <div className={styles.diagramColumn}>
        <p id={headingId} className={styles.label}>
          {label ?? t('bodyAnnotation.label')}
        </p>
        <ToggleButtonGroup
          aria-label={t('bodyAnnotation.side')}
          selectionMode="single"
          disallowEmptySelection
          selectedKeys={[subType]}
          onSelectionChange={(keys) => {
            const [next] = [...keys];
            if (next === front || next === back) chooseSide(next);
          }}
          className={styles.sides}
        >
          <ToggleButton id={front} className={styles.side}>
            {t('bodyAnnotation.front', { count: countOf(front) })}
          </ToggleButton>
          <ToggleButton id={back} className={styles.side}>
            {t('bodyAnnotation.back', { count: countOf(back) })}
          </ToggleButton>
        </ToggleButtonGroup>
        {/* On a phone the diagram can be wider than the room left for it, and scrolls sideways:
            then it takes focus, so keyboard users can scroll it too (axe's
            scrollable-region-focusable), and names itself for the screen reader that lands on it. */}
        <div
          ref={stageRef}
          className={styles.stage}
          tabIndex={stageScrolls ? 0 : undefined}
          role={stageScrolls ? 'region' : undefined}
          aria-labelledby={stageScrolls ? headingId : undefined}
        >
          <BodyDiagram
            imageUrl={imageUrls?.[subType] ?? BODY_IMAGES[subType]}
            details={details}
            isReadOnly={isReadOnly}
            activeIndex={activeIndex}
            onAdd={startAdd}
            onEdit={(index) => {
              const draft = details[index];
              if (draft) setEditing({ index, draft });
            }}
            onMove={replace}
            themeRef={rootRef}
            aria-label={t('bodyAnnotation.diagram', { body: imageLabel, count: details.length })}
          />
        </div>
        {isReadOnly ? null : (
          <p id={hintId} className={styles.hint}>
            {t('bodyAnnotation.hint')}
          </p>
        )}
      </div>

      <div className={styles.listColumn}>
        <div className={styles.listHeader}>
          <h3 className={styles.listTitle}>
            {t('bodyAnnotation.list')}: {imageLabel}
          </h3>
          {isReadOnly ? null : (
            <div ref={addButtonRef}>
              <Button size="sm" variant="secondary" onPress={() => startAdd(CANVAS_CENTRE)}>
                {t('bodyAnnotation.add')}
              </Button>
            </div>
          )}
        </div>
        {details.length === 0 ? (
          <p className={styles.empty}>{t('bodyAnnotation.empty')}</p>
        ) : (
          <ol className={styles.list}>
            {details.map((detail, index) => (
              <li
                key={index}
                className={[styles.item, activeIndex === index ? styles.itemActive : '']
                  .filter(Boolean)
                  .join(' ')}
              >
                <span className={styles.number} aria-hidden="true">
                  {index + 1}
                </span>
                <div className={styles.itemBody}>
                  <p className={styles.itemTitle}>{detail.title}</p>
                  {detail.description.trim() ? (
                    <p className={styles.itemDescription}>{detail.description}</p>
                  ) : (
                    <p className={styles.itemMissing}>{t('bodyAnnotation.noDescription')}</p>
                  )}
                  <p className={styles.itemPosition}>
                    {t('bodyAnnotation.position', { x: detail.x, y: detail.y })}
                  </p>
                </div>
                {isReadOnly ? null : (
                  <div className={styles.itemActions}>
                    <AriaButton
                      className={styles.moveButton}
                      aria-label={t('bodyAnnotation.moveItem', { title: detail.title })}
                      aria-describedby={moveHintId}
                      onKeyDown={(event) => onMoveKey(index, event)}
                      onFocus={() => setActiveIndex(index)}
                      onBlur={() => setActiveIndex(null)}
                    >
                      <MoveIcon />
                    </AriaButton>
                    <Button
                      size="sm"
                      variant="ghost"
                      aria-label={t('bodyAnnotation.editItem', { title: detail.title })}
                      onPress={() => setEditing({ index, draft: detail })}
                    >
                      {t('bodyAnnotation.edit')}
                    </Button>
                    <Button
                      size="sm"
                      variant="ghost"
                      aria-label={t('bodyAnnotation.deleteItem', { title: detail.title })}
                      onPress={() => remove(index)}
                    >
                      {t('bodyAnnotation.delete')}
                    </Button>
                  </div>
                )}
              </li>
            ))}
          </ol>
        )}
        {isReadOnly ? null : (
          <p id={moveHintId} className={styles.visuallyHidden}>
            {t('bodyAnnotation.moveHint')}
          </p>
        )}
        <p role="status" className={styles.visuallyHidden}>
          {announcement}
        </p>
      </div>

      <AnnotationEditor
        draft={editing?.draft ?? null}
        isNew={editing?.index === null}
        onSave={save}
        onCancel={() => setEditing(null)}
        messageText={messageText}
      />
    </div>
  );
}

function MoveIcon() {
  return (
    <svg width="18" height="18" viewBox="0 0 24 24" aria-hidden="true" focusable="false">
      <path
        d="M12 2v20M2 12h20M12 2l-3 3M12 2l3 3M12 22l-3-3M12 22l3-3M2 12l3-3M2 12l3 3M22 12l-3-3M22 12l-3 3"
        fill="none"
        stroke="currentColor"
        strokeWidth="1.8"
        strokeLinecap="round"
      />
    </svg>
  );
}
