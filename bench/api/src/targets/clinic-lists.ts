// The list clinic's three lists, each beside its driver twin: patients by a name fragment, the
// active visits, and one month of the visit history.
import type { Target } from '../measure';
import type { SeededClinic } from '../seed';

/**
 * Name fragments a receptionist types; each matches 1.7 % ("siti") to 5 % ("nur") of the patients
 * (the package list by name uses them too).
 */
export const NAME_FRAGMENTS = ['siti', 'wijaya', 'putri', 'hidayat', 'agus', 'nur'];

/** The month before the clinic's current one: [first day, last day] as YYYY-MM-DD. */
export function previousMonth(today: string): [string, string] {
  const [year, month] = today.split('-').map(Number) as [number, number];
  const first = new Date(Date.UTC(year, month - 2, 1));
  const last = new Date(Date.UTC(year, month - 1, 0));
  return [first.toISOString().slice(0, 10), last.toISOString().slice(0, 10)];
}

/** The lists, their calls signed by the clinic's owner (the measure's default caller). */
export function clinicListTargets(clinic: Pick<SeededClinic, 'today'>): Target[] {
  const [monthFrom, monthTo] = previousMonth(clinic.today);
  return [
    {
      name: 'patients: list with a name filter',
      paths: NAME_FRAGMENTS.map(
        (fragment) => `/api2/dashboard/patients?page=0&size=50&name.contains=${fragment}`,
      ),
      targetP99Ms: 50,
      authorized: true,
      driverTwin: true,
    },
    {
      name: 'visits: active list',
      paths: ['/api2/dashboard/visits?page=0&size=50'],
      targetP99Ms: 50,
      authorized: true,
      driverTwin: true,
    },
    {
      name: 'history: one month',
      paths: [`/api2/dashboard/inactive-visits?page=0&size=50&from=${monthFrom}&to=${monthTo}`],
      targetP99Ms: 50,
      authorized: true,
      driverTwin: true,
    },
  ];
}
