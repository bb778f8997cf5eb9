/** The patient screens' addresses (spec 1 §2.9; routes.tsx). */
export const patientPaths = {
  list: () => '/dashboard/patient',
  add: () => '/dashboard/patient/add-patient',
  edit: (id: string) => `/dashboard/patient/edit-patient?id=${encodeURIComponent(id)}`,
  detail: (id: string) => `/dashboard/patient/detail-patient?id=${encodeURIComponent(id)}`,
  history: (id: string) => `/dashboard/history?id=${encodeURIComponent(id)}`,
};
