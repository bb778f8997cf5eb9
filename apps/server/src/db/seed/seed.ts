import type { FastifyBaseLogger } from 'fastify';
import { hashPassword } from '../../modules/account/password-hasher';
import type { Repositories } from '../repositories';
import { BUSINESS_TYPES, SERVICES } from './catalogues';
import { DEMO_CLINIC, DEMO_PASSWORD, DEMO_USERS } from './demo-clinic';

export interface SeedResult {
  cataloguesSeeded: boolean;
  demoClinicSeeded: boolean;
}

/**
 * Seeds an empty database (one without business types): the catalogues and, when asked, the demo
 * clinic. A database that has them is left alone, so a restart never duplicates anything.
 */
export async function seedDatabase(
  repositories: Repositories,
  options: { demo: boolean; logger?: FastifyBaseLogger },
): Promise<SeedResult> {
  if ((await repositories.catalogue.countBusinessTypes()) > 0) {
    return { cataloguesSeeded: false, demoClinicSeeded: false };
  }
  // Hash before the transaction: argon2 takes a while and PGlite has one connection.
  const passwordHashes = options.demo
    ? await Promise.all(DEMO_USERS.map(() => hashPassword(DEMO_PASSWORD)))
    : [];

  await repositories.transaction(async (tx) => {
    await tx.catalogue.insertCatalogues([...BUSINESS_TYPES], [...SERVICES]);
    if (!options.demo) return;

    const types = await tx.catalogue.listBusinessTypes();
    const services = await tx.catalogue.listServices();
    const typeId = types.find((type) => type.name === DEMO_CLINIC.type)?.id;
    if (!typeId) throw new Error(`seed: business type ${DEMO_CLINIC.type} missing`);
    const serviceIds = services
      .filter((service) => (DEMO_CLINIC.services as readonly string[]).includes(service.name))
      .map((service) => service.id);

    const businessId = await tx.businesses.insertBusiness(
      {
        name: DEMO_CLINIC.name,
        address: DEMO_CLINIC.address,
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
    for (const [index, user] of DEMO_USERS.entries()) {
      await tx.accounts.insertMember({
        ...user,
        businessId,
        passwordHash: passwordHashes[index] ?? (await hashPassword(DEMO_PASSWORD)),
        langKey: 'id',
        activated: true,
      });
    }
  });
  options.logger?.info({ demo: options.demo }, 'seeded an empty database');
  return { cataloguesSeeded: true, demoClinicSeeded: options.demo };
}

/** Is the demo clinic in this database (so its sign-in details are worth printing)? */
export async function hasDemoClinic(repositories: Repositories): Promise<boolean> {
  return (await repositories.businesses.findBusinessByName(DEMO_CLINIC.name)) !== null;
}
