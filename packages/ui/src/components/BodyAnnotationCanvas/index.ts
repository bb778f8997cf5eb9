export { BodyAnnotationCanvas, type BodyAnnotationCanvasProps } from './BodyAnnotationCanvas';
export {
  BODY_IMAGES,
  KEY_STEP,
  KEY_STEP_LARGE,
  detailsOf,
  withDetails,
  shownSubType,
} from './body-annotation-options';
