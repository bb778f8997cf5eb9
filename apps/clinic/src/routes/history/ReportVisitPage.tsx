/** Placeholder: the doctor report (spec 1 §2.14) lands with issue 5. */
export default function ReportVisitPage() {
  return null;
}
