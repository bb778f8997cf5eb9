/** Placeholder: add, edit and detail of a patient (spec 1 §2.9) lands with issue 5. */
export default function PatientFormPage(props: { mode: 'add' | 'edit' | 'detail' }) {
  void props;
  return null;
}
