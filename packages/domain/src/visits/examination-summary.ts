import type { Annotation } from './annotation';

/**
 * Spec 1 §2.12 shows the examination next to "a read-only summary of body annotations": one
 * line per annotated point, `Title: description`, in the order the body images and points were
 * added. The examination text itself stays the doctor's to write (it is required for doctors,
 * spec 1 §5); the app may offer this summary to start it from.
 */
export function examinationSummary(annotations: readonly Annotation[] | null | undefined): string {
  return (annotations ?? [])
    .flatMap((annotation) => annotation.annotationDetails)
    .map((detail) => {
      const title = detail.title.trim();
      const description = detail.description.trim();
      return title && description ? `${title}: ${description}` : title || description;
    })
    .filter((line) => line !== '')
    .join('\n');
}
