import { randomUUID } from 'node:crypto';
import { readFile } from 'node:fs/promises';
import { Readable } from 'node:stream';
import type { FastifyBaseLogger } from 'fastify';
import type { FileStore } from '../../integrations/files/file-store';
import { hashPassword } from '../../modules/account/password-hasher';
import type { Repositories } from '../repositories';
import { BUSINESS_TYPES, SERVICES } from './clinic-choices';
import { DEMO_CLINIC, DEMO_PASSWORD, DEMO_USERS } from './demo-clinic';
import { planDemoPackages, seedDemoPatientPackages } from './demo-patient-packages';
import { demoPatients } from './demo-patients';
import { seedDemoClosings } from './demo-closings';
import { planDemoPayments, seedDemoPayments } from './demo-payments';
import { seedDemoCatalogue } from './demo-catalogue';
import { seedDemoReservations } from './demo-reservations';
import { seedDemoSchedules } from './demo-schedules';
import { seedDemoVisits } from './demo-visits';
import { seedIcd10Subset } from './icd10-subset';

/** The demo clinic's logo and main photo (drawn for it; sources beside them as SVG). */
const DEMO_MEDIA = {
  logo: { purpose: 'logo', file: new URL('./assets/logo.png', import.meta.url) },
  mainPhoto: { purpose: 'main-photo', file: new URL('./assets/main-photo.png', import.meta.url) },
} as const;

/**
 * Puts a bundled image into the store the way an upload lands there, and answers its stored
 * reference, `/files/<key>` (answered on the current PUBLIC_URL, see modules/files/file-urls).
 */
async function storeSeedImage(
  store: FileStore,
  businessId: string,
  media: (typeof DEMO_MEDIA)[keyof typeof DEMO_MEDIA],
): Promise<string> {
  const key = `${businessId}/${media.purpose}/${randomUUID()}.png`;
  await store.put(key, Readable.from([await readFile(media.file)]));
  return `/files/${key}`;
}

export interface SeedResult {
  clinicChoicesSeeded: boolean;
  demoClinicSeeded: boolean;
}

/**
 * Seeds an empty database (one without business types): the clinic choices (business types,
 * services) and, when asked, the demo clinic. A database that has them is left alone, so a
 * restart never duplicates anything.
 */
export async function seedDatabase(
  repositories: Repositories,
  options: {
    demo: boolean;
    /** Where the demo clinic's logo and main photo go; required with `demo`. */
    fileStore?: FileStore;
    logger?: FastifyBaseLogger;
    /** "Today" for the demo visits (some are active today); the system clock by default. */
    now?: Date;
  },
): Promise<SeedResult> {
  if ((await repositories.clinicChoices.countBusinessTypes()) > 0) {
    return { clinicChoicesSeeded: false, demoClinicSeeded: false };
  }
  const fileStore = options.fileStore;
  if (options.demo && !fileStore) throw new Error('seed: the demo clinic needs a file store');
  // Hash before the transaction: argon2 takes a while and PGlite has one connection.
  const passwordHashes = options.demo
    ? await Promise.all(DEMO_USERS.map(() => hashPassword(DEMO_PASSWORD)))
    : [];

  await repositories.transaction(async (tx) => {
    await tx.clinicChoices.insertClinicChoices([...BUSINESS_TYPES], [...SERVICES]);
    if (!options.demo) return;

    const types = await tx.clinicChoices.listBusinessTypes();
    const services = await tx.clinicChoices.listServices();
    const typeId = types.find((type) => type.name === DEMO_CLINIC.type)?.id;
    if (!typeId) throw new Error(`seed: business type ${DEMO_CLINIC.type} missing`);
    const serviceIds = services
      .filter((service) => (DEMO_CLINIC.services as readonly string[]).includes(service.name))
      .map((service) => service.id);

    const businessId = await tx.businesses.insertBusiness(
      {
        name: DEMO_CLINIC.name,
        address: DEMO_CLINIC.address,
        email: DEMO_CLINIC.email,
        phoneNumber: DEMO_CLINIC.phoneNumber,
        businessTypeId: typeId,
        logo: null,
        mainPhoto: null,
        primaryColor: DEMO_CLINIC.primaryColor,
        published: true,
        successReservationUrl: null,
      },
      serviceIds,
      null,
    );
    // A clinic profile needs both images to be saved: the demo owner should not have to upload first.
    await tx.businesses.setBusinessMedia(
      businessId,
      {
        logo: await storeSeedImage(fileStore!, businessId, DEMO_MEDIA.logo),
        mainPhoto: await storeSeedImage(fileStore!, businessId, DEMO_MEDIA.mainPhoto),
      },
      null,
    );
    const members: { id: string; email: string }[] = [];
    for (const [index, user] of DEMO_USERS.entries()) {
      const member = await tx.accounts.insertMember({
        ...user,
        businessId,
        passwordHash: passwordHashes[index] ?? (await hashPassword(DEMO_PASSWORD)),
        langKey: 'id',
        activated: true,
      });
      members.push({ id: member.id, email: user.email });
    }
    await seedDemoSchedules(tx, businessId, members);
    await tx.patients.insertPatients(businessId, demoPatients(), null);
    await seedIcd10Subset(tx);
    await seedDemoVisits(tx, { businessId, now: options.now ?? new Date() });
    await seedDemoReservations(tx, { businessId, members, now: options.now ?? new Date() });
    await seedDemoCashier(tx, { businessId, members, now: options.now ?? new Date() });
  });
  options.logger?.info({ demo: options.demo }, 'seeded an empty database');
  return { clinicChoicesSeeded: true, demoClinicSeeded: options.demo };
}

/**
 * The demo's cashier: the price list, then the payments of the visits seeded before (and counter
 * sales), then the packages those payments sold, used on the patients' later visits.
 */
async function seedDemoCashier(
  tx: Repositories,
  clinic: { businessId: string; members: readonly { id: string; email: string }[]; now: Date },
): Promise<void> {
  const { businessId, now } = clinic;
  const memberId = (role: string) => {
    const email = DEMO_USERS.find((user) => user.role === role)?.email;
    const member = clinic.members.find((candidate) => candidate.email === email);
    if (!member) throw new Error(`seed: the demo clinic has no ${role}`);
    return member.id;
  };
  const cashiers = { ownerId: memberId('ROLE_OWNER'), staffId: memberId('ROLE_STAFF') };
  const priceList = await seedDemoCatalogue(tx, { businessId, ownerId: cashiers.ownerId });
  const visits = await tx.visits.listClinicVisits(businessId);
  const { rows: patients } = await tx.patients.listPatients(businessId, {
    filter: {},
    sort: { key: 'medicalRecordNumber', direction: 'asc' },
    page: 0,
    size: 100_000,
  });
  const holdings = planDemoPackages({ visits, packages: priceList.packages, now });
  const plan = planDemoPayments({
    visits,
    patients,
    practitioners: await tx.visits.listPractitioners(businessId),
    priceList,
    holdings,
    cashiers,
    now,
  });
  const soldPackageIds = await seedDemoPayments(tx, {
    businessId,
    plan,
    holdings: holdings.length,
  });
  await seedDemoPatientPackages(tx, {
    businessId,
    holdings,
    soldPackageIds,
    visits,
    by: cashiers.staffId,
    now,
  });
  await seedDemoClosings(tx, {
    businessId,
    cashierIds: [cashiers.ownerId, cashiers.staffId],
    now,
  });
}

/** Is the demo clinic in this database (so its sign-in details are worth printing)? */
export async function hasDemoClinic(repositories: Repositories): Promise<boolean> {
  return (await repositories.businesses.findBusinessByName(DEMO_CLINIC.name)) !== null;
}
