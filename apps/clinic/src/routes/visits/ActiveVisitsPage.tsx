/** Placeholder: the active visits (spec 1 §2.10) lands with issue 5. */
export default function ActiveVisitsPage() {
  return null;
}
