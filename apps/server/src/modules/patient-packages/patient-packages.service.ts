import { isPractitioner } from '@praktik/domain/access/roles';
import { fromIsoDate } from '@praktik/domain/dates/date-formats';
import { DEFAULT_UTC_OFFSET_HOURS, localDateAt } from '@praktik/domain/dates/utc-offset';
import {
  canReleasePackage,
  packageUndoRefusal,
  packageUseRefusal,
} from '@praktik/domain/packages/package-use';
import type {
  UndoPackageUseRequest,
  UsePackageRequest,
} from '@praktik/domain/packages/package-use.schema';
import type { PatientPackageHistoryQuery } from '@praktik/domain/packages/patient-package-history-query.schema';
import type { PatientPackageListQuery } from '@praktik/domain/packages/patient-package-filter.schema';
import type {
  ActivedPackage,
  PackageUseResult,
  PatientPackageDetail,
  PatientPackageHistoryRow,
} from '@praktik/domain/packages/patient-package-view.schema';
import { packageReminderCutoff } from '@praktik/domain/packages/package-reminder';
import type { PatientPackageRow } from '@praktik/domain/packages/patient-package-row';
import type { ReminderSent } from '@praktik/domain/packages/whatsapp-reminder-record';
import { isUniqueViolation } from '../../db/unique-violation';
import type { Repositories } from '../../composition/repositories';
import type { Tenant } from '../../plugins/tenancy';
import type { Clock } from '../../shared/clock';
import { ConflictError, ForbiddenError, NotFoundError } from '../../shared/errors';
import type { PatientPackageRecord, VisitOfUse } from './patient-packages.repository';

/** The database's guard against one package used twice on one visit. */
const LIVE_USE_KEY = 'patient_package_uses_live_key';

const packageNotFound = () => new NotFoundError('errors.patientPackageNotFound');
const alreadyUsedHere = () => new ConflictError('errors.packageAlreadyUsedHere');

export interface PatientPackageServiceDeps {
  now: Clock;
}

function activedOf(pkg: PatientPackageRecord, useId: string | null): ActivedPackage {
  return {
    id: pkg.id,
    package_id: pkg.packageId,
    package_name: pkg.packageName,
    remaining_number_of_visit: pkg.remainingVisits,
    price: pkg.price,
    used_here: useId !== null,
    use_id: useId,
    released: pkg.releasedAt !== null,
  };
}

/**
 * Patients' prepaid packages (spec 2 §2.4, §2.9, §7 packages service; docs/api.md, "Patient
 * packages"): a use takes one visit of a package for a visit whose bill is open, an undo gives it
 * back, a release ends the package; each writes its event in the same transaction. Doctors and
 * beauticians use and undo only on their own visits; releasing is the front desk's.
 */
export function createPatientPackageService(
  repositories: Repositories,
  deps: PatientPackageServiceDeps,
) {
  /** The visit of the request, locked; another clinic's or another practitioner's is 404. */
  async function visitOf(
    tx: Repositories,
    tenant: Tenant,
    target: { bookingId?: string; visitId?: string },
  ): Promise<VisitOfUse> {
    const mayAct = (visit: VisitOfUse) =>
      !isPractitioner(tenant.role) || visit.practitionerId === tenant.userId;
    // The visit is locked before the package (the lock order of visits.repository.ts).
    if (target.bookingId) {
      // Used by its reservation, the use carries that reservation and its day.
      const visit = await tx.patientPackages.lockVisitOfBooking(
        tenant.businessId,
        target.bookingId,
      );
      if (visit && !mayAct(visit)) throw new NotFoundError('errors.bookingNotFound');
      if (visit) return visit;
      const reservation = await tx.patientPackages.reservationOfBooking(
        tenant.businessId,
        target.bookingId,
      );
      if (!reservation) throw new NotFoundError('errors.bookingNotFound');
      // A BOOKED reservation keeps its choice in the app until the visit starts (spec 2 §4).
      throw new ConflictError('errors.statusNotAllowed');
    }
    const visit = await tx.patientPackages.lockVisitOfUse(tenant.businessId, target.visitId ?? '');
    if (!visit || !mayAct(visit)) throw new NotFoundError('errors.visitNotFound');
    return visit;
  }

  /** The patient's package (another patient's, as named by the request or the visit, is 404). */
  async function packageOn(
    tx: Repositories,
    tenant: Tenant,
    packageId: string,
    visit: VisitOfUse,
    patientId?: string,
  ): Promise<PatientPackageRecord> {
    const pkg = await tx.patientPackages.lockPackage(tenant.businessId, packageId);
    if (!pkg || pkg.patientId !== visit.patientId) throw packageNotFound();
    if (patientId !== undefined && patientId !== pkg.patientId) throw packageNotFound();
    return pkg;
  }

  async function use(tenant: Tenant, request: UsePackageRequest): Promise<PackageUseResult> {
    try {
      return await repositories.transaction(async (tx) => {
        const visit = await visitOf(tx, tenant, request);
        const pkg = await tx.patientPackages.lockPackageForUse(
          tenant.businessId,
          request.packageId,
          visit.visitId,
        );
        if (!pkg || pkg.patientId !== visit.patientId) throw packageNotFound();
        if (request.patientId !== undefined && request.patientId !== pkg.patientId) {
          throw packageNotFound();
        }
        const refusal = packageUseRefusal({
          visitStatus: visit.status,
          released: pkg.releasedAt !== null,
          remainingVisits: pkg.remainingVisits,
          usedHere: pkg.usedHere,
        });
        if (refusal) throw new ConflictError(`errors.${refusal}`);
        const taken = await tx.patientPackages.takeVisitForUse(
          tenant.businessId,
          pkg.id,
          visit,
          tenant.userId,
        );
        // The row was read locked, so this only happens if the rules above and the table disagree.
        if (!taken) throw new ConflictError('errors.packageExhausted');
        return {
          use_id: taken.useId,
          patient_package: activedOf(taken.patientPackage, taken.useId),
        };
      });
    } catch (error) {
      if (isUniqueViolation(error, LIVE_USE_KEY)) throw alreadyUsedHere();
      throw error;
    }
  }

  async function undo(tenant: Tenant, request: UndoPackageUseRequest): Promise<PackageUseResult> {
    return repositories.transaction(async (tx) => {
      let packageId = request.packageId ?? '';
      let target: { bookingId?: string; visitId?: string } = request;
      if (request.useId) {
        const byId = await tx.patientPackages.findLiveUse(tenant.businessId, {
          useId: request.useId,
        });
        if (!byId) throw new ConflictError('errors.packageNotUsedHere');
        packageId = byId.patientPackageId;
        target = { visitId: byId.visitId };
      }
      const visit = await visitOf(tx, tenant, target);
      const pkg = await packageOn(tx, tenant, packageId, visit);
      const liveUse = await tx.patientPackages.findLiveUse(tenant.businessId, {
        patientPackageId: pkg.id,
        visitId: visit.visitId,
      });
      const refusal = packageUndoRefusal({
        visitStatus: visit.status,
        released: pkg.releasedAt !== null,
        remainingVisits: pkg.remainingVisits,
        usedHere: liveUse !== null,
      });
      if (refusal || !liveUse) throw new ConflictError(`errors.${refusal ?? 'packageNotUsedHere'}`);
      const undone = await tx.patientPackages.undoUse(tenant.businessId, liveUse.id, tenant.userId);
      if (!undone) throw new ConflictError('errors.packageNotUsedHere');
      const after = await tx.patientPackages.giveVisitBack(
        tenant.businessId,
        pkg.id,
        tenant.userId,
      );
      await tx.patientPackages.insertEvent({
        businessId: tenant.businessId,
        patientPackage: after,
        action: 'UNDO',
        useId: undone.id,
        visitId: visit.visitId,
        bookingId: undone.bookingId,
        eventDate: undone.reservationDate,
        userId: tenant.userId,
      });
      return { use_id: undone.id, patient_package: activedOf(after, null) };
    });
  }

  async function detailIn(
    tx: Repositories,
    businessId: string,
    pkg: PatientPackageRecord,
  ): Promise<PatientPackageDetail> {
    const patient = await tx.patientPackages.detailPatient(businessId, pkg.patientId);
    if (!patient) throw packageNotFound();
    const live = await tx.patientPackages.livePackagesOf(businessId, pkg.patientId);
    return {
      id: pkg.id,
      patient_id: pkg.patientId,
      package_id: pkg.packageId,
      package_name: pkg.packageName,
      number_of_visit: pkg.numberOfVisit,
      remaining_visits: pkg.remainingVisits,
      last_reservation_date: pkg.lastReservationDate,
      purchase_date: pkg.purchaseDate,
      released_at: pkg.releasedAt?.toISOString() ?? null,
      package_item: {
        amount: pkg.price,
        type_discount: pkg.typeDiscount,
        discount: pkg.discount,
        subtotal: pkg.subtotal,
      },
      patient: {
        id: patient.id,
        medicalRecordNumber: patient.medicalRecordNumber,
        name: patient.name,
        identificationNumber: patient.identificationNumber,
        gender: patient.gender,
        dob: fromIsoDate(patient.dateOfBirth),
        allergies: patient.allergies.map((name) => ({ name })),
        address: patient.address,
        remark: patient.remark,
      },
      active_packages: live.map((row) => ({
        id: row.id,
        package_id: row.packageId,
        package_name: row.packageName,
        remaining_visits: row.remainingVisits,
        last_reservation_date: row.lastReservationDate,
        price: row.price,
        type_discount: row.typeDiscount,
        discount: row.discount,
        subtotal: row.subtotal,
      })),
    };
  }

  async function release(tenant: Tenant, id: string): Promise<PatientPackageDetail> {
    if (!canReleasePackage(tenant.role))
      throw new ForbiddenError('errors.packageReleaseNotAllowed');
    return repositories.transaction(async (tx) => {
      const pkg = await tx.patientPackages.lockPackage(tenant.businessId, id);
      if (!pkg) throw packageNotFound();
      if (pkg.releasedAt) throw new ConflictError('errors.packageReleased');
      const after = await tx.patientPackages.release(tenant.businessId, pkg.id, tenant.userId);
      await tx.patientPackages.insertEvent({
        businessId: tenant.businessId,
        patientPackage: after,
        action: 'RELEASE',
        eventDate: localDateAt(deps.now().toISOString(), DEFAULT_UTC_OFFSET_HOURS),
        userId: tenant.userId,
      });
      return detailIn(tx, tenant.businessId, after);
    });
  }

  async function list(
    tenant: Tenant,
    query: PatientPackageListQuery,
  ): Promise<{ data: PatientPackageRow[]; total: number }> {
    const { rows, total } = await repositories.patientPackages.listLive(tenant.businessId, {
      from: query.from,
      to: query.overdue ? overdueBound(query.to, query.current_utc) : query.to,
      identityNumber: query.identity_number,
      name: query.name,
      phoneNumber: query.phone_number,
      dateOfBirth: query.date_of_birth,
      page: query.page,
      size: query.size,
    });
    const reminders = await repositories.whatsappReminders.latestOf(
      tenant.businessId,
      'PACKAGE',
      rows.map((row) => row.id),
    );
    return {
      total,
      data: rows.map((row) => ({
        package_id: row.id,
        catalogue_package_id: row.cataloguePackageId,
        patient_id: row.patientId,
        name: row.name,
        identity_number: row.identityNumber,
        package_name: row.packageName,
        last_reservation_date: row.lastReservationDate,
        remaining_visits: row.remainingVisits,
        phone_number: row.phoneNumber,
        date_of_birth: row.dateOfBirth,
        last_reminder: reminders.get(row.id) ?? null,
      })),
    };
  }

  /**
   * The "not seen for over a month" list's upper bound on the last reservation date: the
   * reminder's own rule on the clinic's today, tightened further by a `to` the caller gave.
   */
  function overdueBound(to: string | undefined, utcOffsetHours: number): string {
    const cutoff = packageReminderCutoff(localDateAt(deps.now().toISOString(), utcOffsetHours))!;
    return to !== undefined && to < cutoff ? to : cutoff;
  }

  /** Records that the caller opened the package's WhatsApp reminder (decision 0052). */
  async function recordReminder(tenant: Tenant, id: string): Promise<ReminderSent> {
    const sent = await repositories.whatsappReminders.record(
      tenant.businessId,
      { kind: 'PACKAGE', id },
      tenant.userId,
      deps.now(),
    );
    if (!sent) throw packageNotFound();
    return sent;
  }

  async function detail(tenant: Tenant, id: string): Promise<PatientPackageDetail> {
    const pkg = await repositories.patientPackages.findPackage(tenant.businessId, id);
    if (!pkg) throw packageNotFound();
    return detailIn(repositories, tenant.businessId, pkg);
  }

  async function history(
    tenant: Tenant,
    query: PatientPackageHistoryQuery,
  ): Promise<{ data: PatientPackageHistoryRow[]; total: number }> {
    const patient = await repositories.patientPackages.findPatient(
      tenant.businessId,
      query.patient_id,
    );
    if (!patient) throw new NotFoundError('errors.patientNotFound');
    const { rows, total } = await repositories.patientPackages.history(tenant.businessId, {
      patientId: patient.id,
      patientPackageId: query.package_id,
      from: query.from,
      to: query.to,
      sortBy: query.sort_by,
      sortOrder: query.sort_order,
      page: query.page,
      size: query.size,
    });
    return {
      total,
      data: rows.map((row) => ({
        id: row.id,
        patient_package_id: row.patientPackageId,
        package_name: row.packageName,
        action: row.action,
        reservation_date: row.eventDate,
        amount: row.price,
        type_discount: row.typeDiscount,
        discount: row.discount,
        subtotal: row.subtotal,
        remaining_visits: row.remainingVisits,
        visit_id: row.visitId,
        booking_id: row.bookingId,
        by_name: row.byName,
        at: row.at.toISOString(),
      })),
    };
  }

  return { use, undo, release, list, detail, history, recordReminder };
}

export type PatientPackageService = ReturnType<typeof createPatientPackageService>;
