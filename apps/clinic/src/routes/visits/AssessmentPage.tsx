/** Placeholder: the assessment (spec 1 §2.12) lands with issue 5. */
export default function AssessmentPage() {
  return null;
}
