import { DEMO_USERS } from '../../../composition/seed/demo-clinic';
import { demoPatients } from '../../../composition/seed/demo-patients';
import type { StandIn } from './stand-in';

/**
 * The local stand-in plays a platform that knows every Indonesian by NIK: for the demo clinic that
 * means its patients with a KTP number and its doctors with their IHS numbers, so a visit of the
 * demo clinic can be sent whole once the owner links the clinic. People a clinic types in later are
 * unknown to it, as a NIK the platform has no record of would be.
 */
export function registerDemoPeople(standIn: StandIn): void {
  standIn.addUnknownPeople({
    practitioners: DEMO_USERS.flatMap((user) =>
      user.satuSehatPractitionerId
        ? [
            {
              id: user.satuSehatPractitionerId,
              nik: user.identificationNumber,
              name: user.firstName,
            },
          ]
        : [],
    ),
    patients: demoPatients().flatMap((patient) =>
      patient.identificationType === 'KTP' && patient.identificationNumber
        ? [{ nik: patient.identificationNumber, name: patient.name }]
        : [],
    ),
  });
}
