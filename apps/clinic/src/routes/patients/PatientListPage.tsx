/** Placeholder: the patient list (spec 1 §2.9) lands with issue 5. */
export default function PatientListPage() {
  return null;
}
