import { canRefund, canSellAtCounter, canSetDiscounts } from '@praktik/domain/access/permissions';
import { isPractitioner, type Role } from '@praktik/domain/access/roles';
import { DEFAULT_UTC_OFFSET_HOURS, localDateAt } from '@praktik/domain/dates/utc-offset';
import { belowListPrice } from '@praktik/domain/money/below-list-price';
import { formatRupiah } from '@praktik/domain/money/currency';
import { totalsDisagreement } from '@praktik/domain/payments/payment-agreement';
import type {
  PaymentChain,
  VisitPaymentDetail,
} from '@praktik/domain/payments/payment-view.schema';
import { formLineToPaymentLine } from '@praktik/domain/payments/payment.schema';
import type {
  SavePaymentLine,
  SavePaymentRequest,
  UpdatePaymentRequest,
} from '@praktik/domain/payments/save-payment.schema';
import { takesCorrectionRows } from '@praktik/domain/payments/correction-status';
import { maySellPackages } from '@praktik/domain/payments/package-sale';
import { planRefund, refundTotal, type RefundRequest } from '@praktik/domain/payments/refund';
import { statusAfterPayment } from '@praktik/domain/visits/status-transitions';
import type { Repositories } from '../../composition/repositories';
import type { Tenant } from '../../plugins/tenancy';
import type { Clock } from '../../shared/clock';
import { ConflictError, ForbiddenError, NotFoundError, ValidationError } from '../../shared/errors';
import type { VisitRow } from '../visits/visits.repository';
import { chainView, visitPaymentDetails } from './payment-views';
import type {
  InsertedPayment,
  NewPaymentLine,
  PackageUseRow,
  PaymentChainRow,
  PaymentRow,
} from './payments.repository';

/** A save's rows as its transaction wrote them, before the commit numbers the receipt. */
interface WrittenPayment {
  inserted: InsertedPayment;
  names: ReadonlyMap<string, string>;
  uses: PackageUseRow[];
}

/**
 * Payments (spec 2 §4–§7; docs/api.md, "Payments"): a visit's
 * one payment, corrections as new rows of its chain, and the chain read back. The totals the
 * client sends are compared with the domain's (rule 3.1) and never stored: every stored amount
 * is the server's.
 */

const lastFour = (digits: string | null) => (digits === null ? null : digits.slice(-4));

/** Rule 3.5: a doctor or beautician's line with a discount above 0 is refused. */
function assertMayDiscount(role: Role, lines: readonly SavePaymentLine[]): void {
  if (canSetDiscounts(role)) return;
  if (lines.some((line) => (line.discount ?? 0) > 0)) {
    throw new ForbiddenError('errors.discountNotAllowed');
  }
}

/**
 * Rule 3.5 on the price: a line typed below its catalogue price (the one `storedLines` read, never
 * the client's) is a discount, refused to a doctor or beautician as any discount is, naming the
 * first such line. A deposit, and a price above the list, are not discounts (`belowListPrice`).
 */
function assertMayPriceBelowList(role: Role, lines: readonly NewPaymentLine[]): void {
  if (canSetDiscounts(role)) return;
  const index = lines.findIndex(
    (line) =>
      belowListPrice({
        isPackage: line.isPackage,
        isDeposit: line.isDeposit,
        quantity: line.quantity,
        price: line.amount,
        listPrice: line.listPrice,
      }) > 0,
  );
  const line = lines[index];
  if (!line) return;
  throw new ForbiddenError('errors.priceBelowListNotAllowed', {
    line: index + 1,
    name: line.itemName ?? line.packageName ?? '',
    listPrice: formatRupiah(line.listPrice ?? 0),
  });
}

/** Rule 3.1: the first line or total whose figure is not the domain's, as a 400 naming it. */
function assertTotalsAgree(
  request: Pick<SavePaymentRequest, 'paymentItems' | 'totalAmount' | 'totalAmountCorrection'>,
): void {
  const disagreement = totalsDisagreement(
    request.paymentItems.map((line) => ({
      ...formLineToPaymentLine(line),
      name: line.itemName ?? line.packageName ?? '',
      total: line.total,
    })),
    { totalAmount: request.totalAmount, totalAmountCorrection: request.totalAmountCorrection },
  );
  if (disagreement) {
    throw new ValidationError(
      disagreement.messageKey,
      disagreement.params,
      disagreement.path.join('.'),
    );
  }
}

export function createPaymentService(repositories: Repositories, { now }: { now: Clock }) {
  /**
   * The lines as stored: each item and package must be a live one of the clinic (400 on the
   * line), names, category and list price copied from the catalogue (the bill does not change
   * when the price list does).
   */
  async function storedLines(
    tx: Repositories,
    businessId: string,
    lines: readonly SavePaymentLine[],
  ): Promise<NewPaymentLine[]> {
    const itemIds = lines.filter((line) => !line.isPackage).map((line) => line.itemId ?? '');
    const packageIds = lines.filter((line) => line.isPackage).map((line) => line.packageId ?? '');
    const [liveItems, livePackages] = await Promise.all([
      tx.payments.findLiveItems(businessId, itemIds),
      tx.payments.findLivePackages(businessId, packageIds),
    ]);
    const itemsById = new Map(liveItems.map((item) => [item.id, item]));
    const packagesById = new Map(livePackages.map((sold) => [sold.id, sold]));
    return lines.map((line, index) => {
      const common = {
        type: line.type,
        isDeposit: line.isDeposit,
        depositItemName: line.isDeposit ? line.itemName : null,
        quantity: line.qty,
        amount: line.amount,
        typeDiscount: line.typeDiscount,
        discount: line.discount,
      };
      if (line.isPackage) {
        const sold = packagesById.get(line.packageId ?? '');
        if (!sold) {
          throw new ValidationError(
            'errors.packageNotFound',
            {},
            `paymentItems.${index}.packageId`,
          );
        }
        return {
          ...common,
          itemId: null,
          itemName: null,
          itemNameOriginal: null,
          categoryItemId: null,
          categoryName: null,
          isPackage: true,
          packageId: sold.id,
          packageName: sold.name,
          numberOfVisit: sold.numberOfVisit,
          listPrice: sold.price,
        };
      }
      const item = itemsById.get(line.itemId ?? '');
      if (!item) {
        throw new ValidationError('errors.itemNotFound', {}, `paymentItems.${index}.itemId`);
      }
      return {
        ...common,
        // A correction stays one; any other item line is what its category says (a drug is
        // FARMASI whoever typed it), so the history's type filter and the invoice find it.
        type: line.type === 'CORRECTION' ? 'CORRECTION' : item.categoryType,
        itemId: item.id,
        itemName: line.itemName ?? item.name,
        itemNameOriginal: item.name,
        categoryItemId: item.categoryItemId,
        categoryName: item.categoryName,
        isPackage: false,
        packageId: null,
        packageName: null,
        numberOfVisit: null,
        listPrice: item.price,
      };
    });
  }

  /** The visit a save names (by its reservation or itself), locked; 404 as the resource named. */
  async function lockVisitOf(
    tx: Repositories,
    tenant: Tenant,
    request: Pick<SavePaymentRequest, 'bookingId' | 'visitId'>,
  ): Promise<VisitRow> {
    let visitId = request.visitId;
    if (request.bookingId !== null) {
      const reservation = (
        await tx.reservations.findReservation(tenant.businessId, request.bookingId)
      )?.reservation;
      if (
        !reservation ||
        (isPractitioner(tenant.role) && reservation.practitionerId !== tenant.userId)
      ) {
        throw new NotFoundError('errors.bookingNotFound');
      }
      // A reservation not started has no visit and so nothing to pay (spec 2 §4).
      if (reservation.visitId === null) throw new ConflictError('errors.statusNotAllowed');
      if (visitId !== null && visitId !== reservation.visitId) {
        throw new ValidationError('errors.visitOfOtherBooking', {}, 'visitId');
      }
      visitId = reservation.visitId;
    }
    // Two saves of one visit queue on its lock.
    const visit = await tx.visits.lockVisit(tenant.businessId, visitId ?? '');
    if (!visit || (isPractitioner(tenant.role) && visit.practitionerId !== tenant.userId)) {
      throw new NotFoundError('errors.visitNotFound');
    }
    return visit;
  }

  async function readChain(
    tx: Repositories,
    tenant: Tenant,
    root: PaymentRow,
  ): Promise<PaymentChain> {
    const [rows, uses] = await Promise.all([
      tx.payments.listChain(tenant.businessId, root.id),
      root.visitId === null
        ? Promise.resolve([])
        : tx.payments.listLiveUsesOfVisit(tenant.businessId, root.visitId),
    ]);
    return chainView(rows, uses, tenant.role);
  }

  /**
   * The chain of a payment just written (its root, no corrections yet) from the rows the insert
   * returned, as readChain would read them back, with the names of its practitioner and writer
   * read before the insert and the receipt number its commit took: a save reads nothing back.
   */
  function newChain(tenant: Tenant, written: WrittenPayment, receiptNumber: string): PaymentChain {
    const { inserted, names, uses } = written;
    const payment = { ...inserted.payment, receiptNumber };
    const nameOf = (id: string | null) => (id === null ? null : (names.get(id) ?? null));
    const row: PaymentChainRow = {
      payment,
      practitionerName: nameOf(payment.practitionerId),
      createdByName: nameOf(payment.createdBy),
      updatedByName: nameOf(payment.updatedBy),
      items: [...inserted.items].sort((a, b) => a.position - b.position),
    };
    return chainView([row], uses, tenant.role);
  }

  /**
   * The chain a payment row belongs to; a practitioner's only of their own visits (404). With
   * `lock`, the root is locked by the same statement that finds it (a correction and a refund of
   * one chain queue there), one round trip where finding it and locking it took three.
   */
  async function findRootFor(
    tx: Repositories,
    tenant: Tenant,
    paymentId: string,
    { lock }: { lock: boolean } = { lock: false },
  ) {
    const root = lock
      ? await tx.payments.lockRootOf(tenant.businessId, paymentId)
      : await tx.payments.findRoot(tenant.businessId, paymentId);
    if (!root || (isPractitioner(tenant.role) && root.practitionerId !== tenant.userId)) {
      throw new NotFoundError('errors.paymentNotFound');
    }
    return root;
  }

  function paymentDay(paidAt: Date): string {
    return localDateAt(paidAt.toISOString(), DEFAULT_UTC_OFFSET_HOURS);
  }

  return {
    /** `POST /save-payment`: a visit's payment (it may move to DONE) or a counter sale. */
    async save(tenant: Tenant, request: SavePaymentRequest): Promise<PaymentChain> {
      const { businessId, userId, role } = tenant;
      const forVisit = request.bookingId !== null || request.visitId !== null;
      if (!forVisit && !canSellAtCounter(role)) {
        throw new ForbiddenError('errors.counterSaleNotAllowed');
      }
      assertMayDiscount(role, request.paymentItems);
      assertTotalsAgree(request);
      const written = await repositories.transaction(async (tx): Promise<WrittenPayment> => {
        const visit = forVisit ? await lockVisitOf(tx, tenant, request) : null;
        if (visit) {
          // Checked before the status, so the second of two cashiers learns why (rule 3.6).
          if (await tx.payments.visitIsPaid(businessId, visit.id)) {
            throw new ConflictError('errors.paymentAlreadyRecorded');
          }
          if (statusAfterPayment(visit.status) === null) {
            throw new ConflictError('errors.statusNotAllowed');
          }
        }
        let patientId = visit?.patientId ?? null;
        if (!visit && request.patientId !== null) {
          patientId = await tx.payments.patientIdOf(businessId, request.patientId);
          if (patientId === null) throw new NotFoundError('errors.patientNotFound');
        }
        if (!maySellPackages(patientId) && request.paymentItems.some((line) => line.isPackage)) {
          throw new ValidationError('errors.packageNeedsPatient', {}, 'patientId');
        }
        const lines = await storedLines(tx, businessId, request.paymentItems);
        assertMayPriceBelowList(role, lines);
        const names = await tx.payments.firstNames(
          [visit?.practitionerId ?? null, userId].filter((id): id is string => id !== null),
        );
        const paidAt = now();
        const inserted = await tx.payments.insertPayment(
          businessId,
          {
            kind: 'PAYMENT',
            parentPaymentId: null,
            visitId: visit?.id ?? null,
            bookingId: visit
              ? await tx.payments.latestReservationOfVisit(businessId, visit.id)
              : null,
            patientId,
            practitionerId: visit?.practitionerId ?? null,
            paymentMethod: request.method,
            cardLast4: lastFour(request.cardNumber),
            userName: request.name,
            userEmail: request.email,
            userPhoneNumber: request.phoneNumber,
            paidAt,
            paymentDate: paymentDay(paidAt),
            lines,
          },
          userId,
        );
        if (inserted === 'already-paid') throw new ConflictError('errors.paymentAlreadyRecorded');
        const after = visit ? statusAfterPayment(visit.status) : null;
        if (visit && after !== null && after !== visit.status) {
          await tx.payments.moveVisitStatus(businessId, visit.id, visit.status, after, userId);
          await tx.medicalRecordAudit.record({
            businessId,
            patientId: visit.patientId,
            visitId: visit.id,
            actorId: userId,
            action: 'VISIT_PAID',
            changes: {
              status: { before: visit.status, after },
              paymentId: { before: null, after: inserted.payment.id },
            },
          });
        }
        const uses =
          visit === null ? [] : await tx.payments.listLiveUsesOfVisit(businessId, visit.id);
        return { inserted, names, uses };
      });
      // Taken at the commit (migration 0015), so read once it is done.
      const receiptNumber = await repositories.payments.receiptNumberOf(
        businessId,
        written.inserted.payment.id,
      );
      if (receiptNumber === null) throw new Error('a committed payment has a receipt number');
      return newChain(tenant, written, receiptNumber);
    },

    /**
     * `PUT /update-payment`: the new correction rows as one CORRECTION row of the chain (rule
     * 3.7), and/or the method of a root saved without one (rule 3.4, the one in-place change).
     */
    async update(tenant: Tenant, request: UpdatePaymentRequest): Promise<PaymentChain> {
      const { businessId, userId, role } = tenant;
      assertMayDiscount(role, request.paymentItems);
      assertTotalsAgree(request);
      const root = await repositories.transaction(async (tx) => {
        const root = await findRootFor(tx, tenant, request.paymentId, { lock: true });
        const completesMethod = root.paymentMethod === null && request.method !== null;
        if (request.paymentItems.length === 0 && !completesMethod) {
          throw new ValidationError('errors.nothingToCorrect', {}, 'paymentItems');
        }
        if (root.visitId !== null && request.paymentItems.length > 0) {
          const visit = await tx.visits.lockVisit(businessId, root.visitId);
          if (!visit || !takesCorrectionRows(visit.status)) {
            throw new ConflictError('errors.statusNotAllowed');
          }
        }
        if (completesMethod && request.method !== null) {
          await tx.payments.completeMissingMethod(
            businessId,
            root.id,
            request.method,
            lastFour(request.cardNumber),
            userId,
          );
        }
        if (request.paymentItems.length > 0) {
          const lines = await storedLines(tx, businessId, request.paymentItems);
          assertMayPriceBelowList(role, lines);
          const paidAt = now();
          const inserted = await tx.payments.insertPayment(
            businessId,
            {
              kind: 'CORRECTION',
              parentPaymentId: root.id,
              visitId: root.visitId,
              bookingId: root.visitId
                ? await tx.payments.latestReservationOfVisit(businessId, root.visitId)
                : null,
              patientId: root.patientId,
              practitionerId: root.practitionerId,
              paymentMethod: request.method ?? root.paymentMethod,
              cardLast4: request.method === null ? root.cardLast4 : lastFour(request.cardNumber),
              userName: request.name ?? root.userName,
              userEmail: request.email ?? root.userEmail,
              userPhoneNumber: request.phoneNumber ?? root.userPhoneNumber,
              paidAt,
              paymentDate: paymentDay(paidAt),
              lines,
            },
            userId,
          );
          if (inserted === 'already-paid') throw new Error('a correction is never a root');
        }
        return root;
      });
      // After the commit: the correction's receipt number is taken there (migration 0015).
      return readChain(repositories, tenant, root);
    },

    /**
     * `POST /refund-payment`: units of the chain's sold lines given back, as one CORRECTION row of
     * refund lines (negative quantities and totals) with the reason, the method the money went
     * back by and its author (docs/decisions/0043-refunds.md). A refunded package is released.
     */
    async refund(tenant: Tenant, request: RefundRequest): Promise<PaymentChain> {
      const { businessId, userId, role } = tenant;
      if (!canRefund(role)) throw new ForbiddenError('errors.refundNotAllowed');
      const root = await repositories.transaction(async (tx) => {
        // Refunds and corrections of one chain queue here, so each reads what the last gave back.
        const root = await findRootFor(tx, tenant, request.paymentId, { lock: true });
        const chainRows = await tx.payments.listChain(businessId, root.id);
        const chainItems = chainRows.flatMap((row) => row.items);
        const used = await tx.payments.usedPackageLines(
          businessId,
          chainItems.filter((item) => item.isPackage).map((item) => item.id),
        );
        const plan = planRefund(
          chainItems.map((item) => ({
            id: item.id,
            item_name: item.itemName,
            package_name: item.packageName,
            is_package: item.isPackage,
            quantity: item.quantity,
            amount: item.amount,
            line_total: item.lineTotal,
            refunded_item_id: item.refundedItemId,
          })),
          request.lines,
          used,
        );
        if ('issue' in plan) {
          throw new ValidationError(plan.issue.messageKey, plan.issue.params, plan.issue.path);
        }
        const expected = refundTotal(plan.lines);
        if (request.total !== null && request.total !== undefined && request.total !== expected) {
          throw new ValidationError(
            'errors.refundTotalMismatch',
            { sent: formatRupiah(request.total), expected: formatRupiah(expected) },
            'total',
          );
        }
        const itemsById = new Map(chainItems.map((item) => [item.id, item]));
        const lines: NewPaymentLine[] = plan.lines.map((figures) => {
          const sold = itemsById.get(figures.refundedItemId)!;
          return {
            type: 'CORRECTION',
            itemId: sold.itemId,
            itemName: sold.itemName,
            itemNameOriginal: sold.itemNameOriginal,
            categoryItemId: sold.categoryItemId,
            categoryName: sold.categoryName,
            isPackage: sold.isPackage,
            packageId: sold.packageId,
            packageName: sold.packageName,
            numberOfVisit: null,
            isDeposit: sold.isDeposit,
            depositItemName: sold.depositItemName,
            quantity: figures.quantity,
            amount: figures.amount,
            listPrice: sold.listPrice,
            typeDiscount: null,
            discount: null,
            refund: {
              refundedItemId: figures.refundedItemId,
              discountAmount: figures.discountAmount,
              lineTotal: figures.lineTotal,
            },
          };
        });
        const paidAt = now();
        const bookingId = root.visitId
          ? await tx.payments.latestReservationOfVisit(businessId, root.visitId)
          : null;
        for (const [index, line] of lines.entries()) {
          if (!line.isPackage) continue;
          const released = await tx.payments.releaseRefundedPackage(
            businessId,
            line.refund!.refundedItemId,
            { visitId: root.visitId, bookingId, eventDate: paymentDay(paidAt) },
            userId,
          );
          if (!released) {
            throw new ValidationError(
              'errors.refundPackageUsed',
              { line: index + 1, name: line.packageName ?? '' },
              `lines.${index}.paymentItemId`,
            );
          }
        }
        const inserted = await tx.payments.insertPayment(
          businessId,
          {
            kind: 'CORRECTION',
            parentPaymentId: root.id,
            visitId: root.visitId,
            bookingId,
            patientId: root.patientId,
            practitionerId: root.practitionerId,
            paymentMethod: request.method,
            cardLast4: null,
            userName: root.userName,
            userEmail: root.userEmail,
            userPhoneNumber: root.userPhoneNumber,
            paidAt,
            paymentDate: paymentDay(paidAt),
            refundReason: request.reason,
            lines,
          },
          userId,
        );
        if (inserted === 'already-paid') throw new Error('a refund is never a root');
        return root;
      });
      return readChain(repositories, tenant, root);
    },

    /** `GET /payment/{id}`: the whole chain `id` belongs to. */
    async chain(tenant: Tenant, paymentId: string): Promise<PaymentChain> {
      const root = await findRootFor(repositories, tenant, paymentId);
      return readChain(repositories, tenant, root);
    },

    /** `GET /visit-payment-history`: the visit's payment rows, oldest first. */
    async visitHistory(tenant: Tenant, visitId: string): Promise<VisitPaymentDetail[]> {
      const visit = await repositories.payments.visitRoot(tenant.businessId, visitId);
      if (!visit || (isPractitioner(tenant.role) && visit.practitionerId !== tenant.userId)) {
        throw new NotFoundError('errors.visitNotFound');
      }
      if (visit.rootId === null) return [];
      const rows = await repositories.payments.listChain(tenant.businessId, visit.rootId);
      return visitPaymentDetails(rows, tenant.role);
    },
  };
}

export type PaymentService = ReturnType<typeof createPaymentService>;
