/**
 * A package is sold to a patient (it is used on their later visits): a counter sale offers package
 * lines only once a patient is chosen, and the server refuses one without (`packageNeedsPatient`).
 */
export function maySellPackages(patientId: string | null | undefined): boolean {
  return patientId !== null && patientId !== undefined && patientId !== '';
}
