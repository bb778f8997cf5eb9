import {
  THEME_COLORS,
  DEFAULT_THEME_COLOR,
  type ThemeColor,
} from '@praktik/domain/clinic/theme-colors';
import type { Business, BusinessSave } from '@praktik/domain/clinic/business.schema';
import type { QueueNumberingSettings } from '@praktik/domain/clinic/queue-numbering.schema';
import type { OnlineBookingSettings } from '@praktik/domain/clinic/online-booking-settings.schema';
import type { Repositories } from '../../composition/repositories';
import type { Tenant } from '../../plugins/tenancy';
import { NotFoundError } from '../../shared/errors';
import { storedClinicPicture, type FileUrls } from '../files/file-urls';
import { assertClinicChoices } from '../onboarding/clinic-choices';
import type { BusinessRecord } from './business.repository';

const themeColor = (value: string): ThemeColor =>
  (THEME_COLORS as readonly string[]).includes(value) ? (value as ThemeColor) : DEFAULT_THEME_COLOR;

function toBusiness(record: BusinessRecord, fileUrls: FileUrls): Business {
  return {
    id: record.id,
    name: record.name,
    type: record.type,
    businessTypeId: record.businessTypeId,
    logo: fileUrls.toPublic(record.logo),
    mainPhoto: fileUrls.toPublic(record.mainPhoto),
    primaryColor: themeColor(record.primaryColor),
    address: record.address,
    services: record.services,
    serviceIds: record.services.map((service) => service.id),
    published: record.published,
    successReservationUrl: record.successReservationUrl,
    email: record.email,
    phoneNumber: record.phoneNumber,
  };
}

/** The caller's own clinic: the business id always comes from the tenant (the token). */
export function createBusinessService(repositories: Repositories, fileUrls: FileUrls) {
  async function read(businessId: string): Promise<Business> {
    const record = await repositories.businesses.findBusiness(businessId);
    if (!record) throw new NotFoundError('errors.notFound');
    return toBusiness(record, fileUrls);
  }

  return {
    get: (tenant: Tenant) => read(tenant.businessId),

    async onlineBookingSettings(tenant: Tenant): Promise<OnlineBookingSettings> {
      const settings = await repositories.businesses.findOnlineBookingSettings(tenant.businessId);
      if (!settings) throw new NotFoundError('errors.notFound');
      return settings;
    },

    async saveOnlineBookingSettings(
      tenant: Tenant,
      input: OnlineBookingSettings,
    ): Promise<OnlineBookingSettings> {
      const saved = await repositories.businesses.updateOnlineBookingSettings(
        tenant.businessId,
        input,
        tenant.userId,
      );
      if (!saved) throw new NotFoundError('errors.notFound');
      return saved;
    },

    async queueNumbering(tenant: Tenant): Promise<QueueNumberingSettings> {
      return {
        queueNumbering: await repositories.businesses.findQueueNumbering(tenant.businessId),
      };
    },

    async saveQueueNumbering(
      tenant: Tenant,
      input: QueueNumberingSettings,
    ): Promise<QueueNumberingSettings> {
      const saved = await repositories.businesses.updateQueueNumbering(
        tenant.businessId,
        input.queueNumbering,
        tenant.userId,
      );
      if (!saved) throw new NotFoundError('errors.notFound');
      return { queueNumbering: saved };
    },

    async save(tenant: Tenant, input: BusinessSave): Promise<Business> {
      const serviceIds = await assertClinicChoices(
        repositories.clinicChoices,
        input.businessTypeId,
        input.serviceIds,
      );
      const saved = await repositories.transaction((tx) =>
        tx.businesses.updateBusiness(
          tenant.businessId,
          {
            name: input.name,
            address: input.address,
            businessTypeId: input.businessTypeId,
            logo: storedClinicPicture(fileUrls, tenant.businessId, input.logo, 'logo'),
            mainPhoto: storedClinicPicture(
              fileUrls,
              tenant.businessId,
              input.mainPhoto,
              'mainPhoto',
            ),
            primaryColor: input.primaryColor,
            published: input.published,
            successReservationUrl:
              input.successReservationUrl === '' ? null : input.successReservationUrl,
            email: input.email,
            phoneNumber: input.phoneNumber ?? null,
          },
          serviceIds,
          tenant.userId,
        ),
      );
      if (!saved) throw new NotFoundError('errors.notFound');
      return read(tenant.businessId);
    },
  };
}
export type BusinessService = ReturnType<typeof createBusinessService>;
