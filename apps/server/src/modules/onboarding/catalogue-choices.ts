import { ValidationError } from '../../shared/errors';
import type { CatalogueRepository } from './catalogue.repository';

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

/**
 * A clinic's type and services must come from the catalogues. Ids that are not even uuids are
 * refused here, before the database would refuse them with an error of its own.
 */
export async function assertCatalogueChoices(
  catalogue: CatalogueRepository,
  businessTypeId: string,
  serviceIds: string[],
): Promise<string[]> {
  if (
    !UUID.test(businessTypeId) ||
    (await catalogue.findBusinessTypes([businessTypeId])).length !== 1
  ) {
    throw new ValidationError('errors.unknownBusinessType', {}, 'businessTypeId');
  }
  const unique = [...new Set(serviceIds)];
  if (
    !unique.every((id) => UUID.test(id)) ||
    (await catalogue.findServices(unique)).length !== unique.length
  ) {
    throw new ValidationError('errors.unknownService', {}, 'serviceIds');
  }
  return unique;
}
