import { and, asc, eq } from 'drizzle-orm';
import {
  DEFAULT_QUEUE_NUMBERING,
  type QueueNumbering,
} from '@praktik/domain/clinic/queue-numbering.schema';
import type { OnlineBookingSettings } from '@praktik/domain/clinic/online-booking-settings.schema';
import type { Database } from '../../db/client';
import { businessServices, businessTypes, businesses, services } from '../../db/schema/index';

export interface BusinessValues {
  name: string;
  address: string;
  businessTypeId: string;
  logo: string | null;
  mainPhoto: string | null;
  primaryColor: string;
  published: boolean;
  successReservationUrl: string | null;
  /** The clinic's contact for patients (onboarding leaves it unset). */
  email?: string | null;
  phoneNumber?: string | null;
}

export interface BusinessRecord extends BusinessValues {
  email: string | null;
  phoneNumber: string | null;
  id: string;
  type: { id: string; name: string } | null;
  services: { id: string; name: string }[];
}

const onlineBookingSettingsColumns = {
  maxUnconfirmedOnlinePerDay: businesses.maxUnconfirmedOnlinePerDay,
  unconfirmedHoldMinutes: businesses.unconfirmedHoldMinutes,
  patientRescheduleCutoffHours: businesses.patientRescheduleCutoffHours,
};

/** Clinics and the services they offer. Every read and write is by the caller's business id. */
export function createBusinessRepository(db: Database) {
  async function replaceServices(businessId: string, serviceIds: string[], by: string | null) {
    await db.delete(businessServices).where(eq(businessServices.businessId, businessId));
    if (serviceIds.length > 0) {
      await db.insert(businessServices).values(
        [...new Set(serviceIds)].map((serviceId) => ({
          businessId,
          serviceId,
          createdBy: by,
          updatedBy: by,
        })),
      );
    }
  }

  return {
    async insertBusiness(
      values: BusinessValues,
      serviceIds: string[],
      by: string | null,
    ): Promise<string> {
      const [row] = await db
        .insert(businesses)
        .values({ ...values, createdBy: by, updatedBy: by })
        .returning({ id: businesses.id });
      if (!row) throw new Error('insert into businesses returned no row');
      await replaceServices(row.id, serviceIds, by);
      return row.id;
    },

    async updateBusiness(
      businessId: string,
      values: BusinessValues,
      serviceIds: string[],
      by: string,
    ): Promise<boolean> {
      const updated = await db
        .update(businesses)
        .set({ ...values, updatedBy: by })
        .where(eq(businesses.id, businessId))
        .returning({ id: businesses.id });
      if (updated.length === 0) return false;
      await replaceServices(businessId, serviceIds, by);
      return true;
    },

    /** Sets the logo and main photo only (the seed stores them after the clinic has an id). */
    async setBusinessMedia(
      businessId: string,
      media: { logo: string | null; mainPhoto: string | null },
      by: string | null,
    ): Promise<void> {
      await db
        .update(businesses)
        .set({ ...media, updatedBy: by })
        .where(eq(businesses.id, businessId));
    },

    async findBusiness(businessId: string): Promise<BusinessRecord | null> {
      const [row] = await db
        .select({ business: businesses, type: { id: businessTypes.id, name: businessTypes.name } })
        .from(businesses)
        .leftJoin(businessTypes, eq(businessTypes.id, businesses.businessTypeId))
        .where(eq(businesses.id, businessId))
        .limit(1);
      if (!row) return null;
      const offered = await db
        .select({ id: services.id, name: services.name })
        .from(businessServices)
        .innerJoin(services, eq(services.id, businessServices.serviceId))
        .where(and(eq(businessServices.businessId, businessId)))
        .orderBy(asc(services.sortOrder), asc(services.name));
      const b = row.business;
      return {
        id: b.id,
        name: b.name,
        address: b.address,
        businessTypeId: b.businessTypeId,
        logo: b.logo,
        mainPhoto: b.mainPhoto,
        primaryColor: b.primaryColor,
        published: b.published,
        successReservationUrl: b.successReservationUrl,
        email: b.email,
        phoneNumber: b.phoneNumber,
        type: row.type,
        services: offered,
      };
    },

    async findOnlineBookingSettings(businessId: string): Promise<OnlineBookingSettings | null> {
      const [row] = await db
        .select(onlineBookingSettingsColumns)
        .from(businesses)
        .where(eq(businesses.id, businessId))
        .limit(1);
      return row ?? null;
    },

    async updateOnlineBookingSettings(
      businessId: string,
      settings: OnlineBookingSettings,
      by: string,
    ): Promise<OnlineBookingSettings | null> {
      const [row] = await db
        .update(businesses)
        .set({ ...settings, updatedBy: by })
        .where(eq(businesses.id, businessId))
        .returning(onlineBookingSettingsColumns);
      return row ?? null;
    },

    /** The clinic's queue numbering (the default for a clinic that is gone: nothing to number). */
    async findQueueNumbering(businessId: string): Promise<QueueNumbering> {
      const [row] = await db
        .select({ queueNumbering: businesses.queueNumbering })
        .from(businesses)
        .where(eq(businesses.id, businessId))
        .limit(1);
      return row?.queueNumbering ?? DEFAULT_QUEUE_NUMBERING;
    },

    async updateQueueNumbering(
      businessId: string,
      queueNumbering: QueueNumbering,
      by: string,
    ): Promise<QueueNumbering | null> {
      const [row] = await db
        .update(businesses)
        .set({ queueNumbering, updatedBy: by })
        .where(eq(businesses.id, businessId))
        .returning({ queueNumbering: businesses.queueNumbering });
      return row?.queueNumbering ?? null;
    },

    async findBusinessByName(name: string): Promise<{ id: string } | null> {
      const [row] = await db
        .select({ id: businesses.id })
        .from(businesses)
        .where(eq(businesses.name, name))
        .limit(1);
      return row ?? null;
    },
  };
}
export type BusinessRepository = ReturnType<typeof createBusinessRepository>;
