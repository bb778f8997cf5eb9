/** The patient package pages (spec 1 §2, spec 2 §2.1). */
export const patientPackagePaths = {
  list: () => '/dashboard/patient-package',
  detail: (id: string) =>
    `/dashboard/patient-package/detail-patient-package?id=${encodeURIComponent(id)}`,
};
