/** Placeholder: the visit history (spec 1 §2.13) lands with issue 5. */
export default function HistoryVisitPage() {
  return null;
}
