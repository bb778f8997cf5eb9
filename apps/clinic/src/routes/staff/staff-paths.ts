/** The staff screens' addresses (spec 2 §2.1; routes.tsx). */
export const staffPaths = {
  list: () => '/dashboard/user-clinic',
  add: () => '/dashboard/user-clinic/add-user-clinic',
  edit: (id: string) => `/dashboard/user-clinic/edit-user-clinic?id=${encodeURIComponent(id)}`,
  detail: (id: string) => `/dashboard/user-clinic/detail-user-clinic?id=${encodeURIComponent(id)}`,
  /** Built by the schedule screens; the list only links to it. */
  schedule: (id: string, doctorName: string) =>
    `/dashboard/user-clinic/schedule-doctor-clinic?${new URLSearchParams({
      id,
      'doctor-name': doctorName,
    }).toString()}`,
};
