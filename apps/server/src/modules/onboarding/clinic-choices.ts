import { ValidationError } from '../../shared/errors';
import { isUuid } from '../../shared/uuid';
import type { ClinicChoicesRepository } from './clinic-choices.repository';

/**
 * A clinic's type and services must come from the global lists (the clinic choices). Ids that are
 * not even uuids are refused here, before the database would refuse them with an error of its own.
 */
export async function assertClinicChoices(
  clinicChoices: ClinicChoicesRepository,
  businessTypeId: string,
  serviceIds: string[],
): Promise<string[]> {
  if (
    !isUuid(businessTypeId) ||
    (await clinicChoices.findBusinessTypes([businessTypeId])).length !== 1
  ) {
    throw new ValidationError('errors.unknownBusinessType', {}, 'businessTypeId');
  }
  const unique = [...new Set(serviceIds)];
  if (
    !unique.every(isUuid) ||
    (await clinicChoices.findServices(unique)).length !== unique.length
  ) {
    throw new ValidationError('errors.unknownService', {}, 'serviceIds');
  }
  return unique;
}
