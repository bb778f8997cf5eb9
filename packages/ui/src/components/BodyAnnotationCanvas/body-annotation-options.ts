import {
  BODY_CANVAS,
  bodySubTypesOf,
  type Annotation,
  type AnnotationDetail,
  type BodySubType,
  type BodyType,
} from '@praktik/domain/visits/annotation';
import femaleBack from './images/female-back.svg?url';
import femaleFront from './images/female-front.svg?url';
import maleBack from './images/male-back.svg?url';
import maleFront from './images/male-front.svg?url';

/** The drawn body per sub-type (line art in ./images, 335 × 510 like the canvas). */
export const BODY_IMAGES: Record<BodySubType, string> = {
  MALE_FRONT: maleFront,
  MALE_BACK: maleBack,
  FEMALE_FRONT: femaleFront,
  FEMALE_BACK: femaleBack,
};

/** Pixels an arrow key moves a point; with Shift held, `KEY_STEP_LARGE`. */
export const KEY_STEP = 5;
export const KEY_STEP_LARGE = 20;

/** The front view of a body type: what the diagram shows first. */
export function frontOf(type: BodyType): BodySubType {
  return bodySubTypesOf(type)[0] ?? 'MALE_FRONT';
}

/** The sub-type to show: the chosen one when it belongs to `type`, else the front view. */
export function shownSubType(type: BodyType, chosen: BodySubType | undefined): BodySubType {
  return chosen && bodySubTypesOf(type).includes(chosen) ? chosen : frontOf(type);
}

/** The annotation points of one body image in an assessment's annotation sets. */
export function detailsOf(
  value: readonly Annotation[],
  subType: BodySubType,
): readonly AnnotationDetail[] {
  return value.find((set) => set.type === subType)?.annotationDetails ?? [];
}

/** The annotation sets with one body image's points replaced (its set added when new). */
export function withDetails(
  value: readonly Annotation[],
  subType: BodySubType,
  details: AnnotationDetail[],
): Annotation[] {
  if (!value.some((set) => set.type === subType)) {
    return [...value, { type: subType, annotationDetails: details }];
  }
  return value.map((set) => (set.type === subType ? { ...set, annotationDetails: details } : set));
}

/** Keeps a point on the canvas. */
export function clampPoint(point: { x: number; y: number }): { x: number; y: number } {
  return {
    x: Math.round(Math.min(Math.max(point.x, 0), BODY_CANVAS.width)),
    y: Math.round(Math.min(Math.max(point.y, 0), BODY_CANVAS.height)),
  };
}

/** The canvas centre, where a point added from the keyboard starts. */
export const CANVAS_CENTRE = {
  x: Math.round(BODY_CANVAS.width / 2),
  y: Math.round(BODY_CANVAS.height / 2),
} as const;
