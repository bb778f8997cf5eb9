/** Placeholder: a patient's visit history (spec 1 §2.15) lands with issue 5. */
export default function PatientHistoryPage() {
  return null;
}
