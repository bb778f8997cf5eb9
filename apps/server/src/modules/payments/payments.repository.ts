import { and, eq, inArray, isNull, or, sql } from 'drizzle-orm';
import type { DiscountType } from '@praktik/domain/money/line-total';
import { lineDiscount, lineTotal } from '@praktik/domain/money/line-total';
import { paymentTotals, type PaymentItemType } from '@praktik/domain/money/payment-totals';
import type { PaymentMethod } from '@praktik/domain/payments/payment-method';
import { formLineToPaymentLine } from '@praktik/domain/payments/payment.schema';
import type { Database } from '../../db/client';
import {
  packages,
  patientPackageEvents,
  patientPackages,
  paymentItems,
  payments,
  reservations,
  visits,
} from '../../db/schema/index';
import { isUniqueViolation } from '../../db/unique-violation';
import { isUuid } from '../../shared/uuid';
import type { VisitStatusValue } from '../visits/visits.repository';
import {
  chainLinesStatement,
  chainRowsStatement,
  firstNamesStatement,
  insertPaymentItemsStatement,
  insertPaymentStatement,
  liveItemsStatement,
  liveUsesOfVisitStatement,
  lockRootOfPaymentStatement,
  numberedValues,
  patientIdStatement,
  receiptNumberStatement,
  rootOfPaymentStatement,
  visitRootStatement,
  type LiveItem,
  type PackageUseRow,
  type PaymentItemRow,
  type PaymentItemValue,
  type PaymentRow,
  type PaymentValue,
} from './payments-statements.repository';

export type { LiveItem, PackageUseRow, PaymentItemRow, PaymentRow };

/** One line to store; the repository computes its discount amount and total (the domain's). */
export interface NewPaymentLine {
  type: PaymentItemType;
  itemId: string | null;
  itemName: string | null;
  itemNameOriginal: string | null;
  categoryItemId: string | null;
  categoryName: string | null;
  isPackage: boolean;
  packageId: string | null;
  packageName: string | null;
  /** A sold package's visits (copied to the patient's package). */
  numberOfVisit: number | null;
  isDeposit: boolean;
  depositItemName: string | null;
  quantity: number;
  amount: number;
  listPrice: number | null;
  typeDiscount: DiscountType | null;
  discount: number | null;
  /**
   * A refund line's stored figures (the domain's `planRefund`): the line it takes back and its
   * negative discount share and total, which the discount rules of a sold line do not give.
   */
  refund?: { refundedItemId: string; discountAmount: number; lineTotal: number } | undefined;
}

export interface NewPaymentValues {
  kind: 'PAYMENT' | 'CORRECTION';
  /** The chain's root for a correction, else null. */
  parentPaymentId: string | null;
  visitId: string | null;
  bookingId: string | null;
  patientId: string | null;
  practitionerId: string | null;
  paymentMethod: PaymentMethod | null;
  /** The card's last four digits, or null. */
  cardLast4: string | null;
  userName: string | null;
  userEmail: string | null;
  userPhoneNumber: string | null;
  paidAt: Date;
  /** The clinic's day of `paidAt` (YYYY-MM-DD): the receipt number's day too. */
  paymentDate: string;
  /** Set exactly for a refund (a correction of refund lines only). */
  refundReason?: string | null | undefined;
  lines: readonly NewPaymentLine[];
}

export interface InsertedPayment {
  payment: PaymentRow;
  items: PaymentItemRow[];
  /** The patient packages the payment sold, in line order. */
  patientPackageIds: string[];
}

export interface LivePackage {
  id: string;
  name: string;
  price: number;
  numberOfVisit: number;
}

/** A chain row with the names the answers carry. */
export interface PaymentChainRow {
  payment: PaymentRow;
  practitionerName: string | null;
  createdByName: string | null;
  updatedByName: string | null;
  items: PaymentItemRow[];
}

const ONE_PAYMENT_PER_VISIT = 'payments_one_per_visit_key';

export function createPaymentRepository(db: Database) {
  return {
    /**
     * The one write path of a payment, inside the caller's transaction:
     * the payment with its receipt number and the domain's totals, its items with their
     * discount amounts and line totals, and for each package line sold the patient's package
     * with its PURCHASE event. 'already-paid' when the visit has a payment already (the unique
     * index decided: the caller's transaction is then aborted and must roll back).
     */
    async insertPayment(
      businessId: string,
      values: NewPaymentValues,
      by: string | null,
    ): Promise<InsertedPayment | 'already-paid'> {
      // The stored line names its quantity as its column does; the money rules read the form's.
      const domainLines = values.lines.map((line) =>
        formLineToPaymentLine({ ...line, qty: line.quantity }),
      );
      const figures = values.lines.map((line, position) =>
        line.refund
          ? { discountAmount: line.refund.discountAmount, lineTotal: line.refund.lineTotal }
          : {
              discountAmount: lineDiscount(domainLines[position]!),
              lineTotal: lineTotal(domainLines[position]!),
            },
      );
      const refundTotal = figures.reduce(
        (sum, line, position) => (values.lines[position]!.refund ? sum + line.lineTotal : sum),
        0,
      );
      const sold = paymentTotals(
        domainLines.filter((_, position) => !values.lines[position]!.refund),
      );
      // Refund lines are correction lines: they lower total_amount_correction.
      const totals = {
        totalAmount: sold.totalAmount,
        totalAmountCorrection: sold.totalAmountCorrection + refundTotal,
      };
      let payment: PaymentRow | undefined;
      const paidAt = values.paidAt.toISOString();
      try {
        [payment] = await insertPaymentStatement(db).execute({
          businessId,
          kind: values.kind,
          parentPaymentId: values.parentPaymentId,
          visitId: values.visitId,
          bookingId: values.bookingId,
          patientId: values.patientId,
          practitionerId: values.practitionerId,
          paymentMethod: values.paymentMethod,
          cardLast4: values.cardLast4,
          userName: values.userName,
          userEmail: values.userEmail,
          userPhoneNumber: values.userPhoneNumber,
          totalAmount: totals.totalAmount,
          totalAmountCorrection: totals.totalAmountCorrection,
          refundReason: values.refundReason ?? null,
          paidAt,
          paymentDate: values.paymentDate,
          createdBy: by,
          updatedBy: by,
        } satisfies Record<PaymentValue, unknown>);
      } catch (error) {
        if (isUniqueViolation(error, ONE_PAYMENT_PER_VISIT)) return 'already-paid';
        throw error;
      }
      if (!payment) throw new Error('insert into payments returned no row');
      const paymentId = payment.id;
      const lineValues = values.lines.map(
        (line, position) =>
          ({
            businessId,
            paymentId,
            position,
            type: line.type,
            itemId: line.itemId,
            itemName: line.itemName,
            itemNameOriginal: line.itemNameOriginal,
            categoryItemId: line.categoryItemId,
            categoryName: line.categoryName,
            isPackage: line.isPackage,
            packageId: line.packageId,
            packageName: line.packageName,
            isDeposit: line.isDeposit,
            depositItemName: line.depositItemName,
            refundedItemId: line.refund?.refundedItemId ?? null,
            quantity: line.quantity,
            amount: line.amount,
            listPrice: line.listPrice,
            typeDiscount: line.typeDiscount,
            discount: line.discount,
            discountAmount: figures[position]!.discountAmount,
            lineTotal: figures[position]!.lineTotal,
            paidAt,
            paymentMethod: values.paymentMethod,
            practitionerId: values.practitionerId,
            createdBy: by,
            updatedBy: by,
          }) satisfies Record<PaymentItemValue, unknown>,
      );
      const inserted =
        lineValues.length === 0
          ? []
          : await insertPaymentItemsStatement(lineValues.length)(db).execute(
              Object.fromEntries(
                lineValues.flatMap((line, index) =>
                  Object.entries(line).map(([name, value]) => [`${name}_${index}`, value]),
                ),
              ),
            );
      inserted.sort((a, b) => a.position - b.position);
      const patientPackageIds: string[] = [];
      for (const item of inserted) {
        const line = values.lines[item.position]!;
        if (!item.isPackage || item.packageId === null || line.refund) continue;
        if (values.patientId === null || line.numberOfVisit === null) {
          throw new Error('a package is sold to a patient, with its number of visits');
        }
        const [sold] = await db
          .insert(patientPackages)
          .values({
            businessId,
            patientId: values.patientId,
            packageId: item.packageId,
            paymentId: payment.id,
            paymentItemId: item.id,
            packageName: item.packageName ?? line.packageName ?? '',
            numberOfVisit: line.numberOfVisit,
            remainingVisits: line.numberOfVisit,
            price: item.amount,
            typeDiscount: item.typeDiscount,
            discount: item.discount,
            subtotal: item.lineTotal,
            purchaseDate: values.paymentDate,
            lastReservationDate: values.paymentDate,
            createdBy: by,
            updatedBy: by,
          })
          .returning({ id: patientPackages.id });
        if (!sold) throw new Error('insert into patient_packages returned no row');
        await db.insert(patientPackageEvents).values({
          businessId,
          patientPackageId: sold.id,
          patientId: values.patientId,
          action: 'PURCHASE',
          visitId: values.visitId,
          bookingId: values.bookingId,
          eventDate: values.paymentDate,
          remainingVisits: line.numberOfVisit,
          createdBy: by,
          updatedBy: by,
        });
        patientPackageIds.push(sold.id);
      }
      return { payment, items: inserted, patientPackageIds };
    },

    /**
     * A committed payment's receipt number (taken at its commit), or null when it is not
     * committed or not the clinic's.
     */
    async receiptNumberOf(businessId: string, paymentId: string): Promise<string | null> {
      const [row] = await receiptNumberStatement(db).execute({ businessId, id: paymentId });
      return row?.receiptNumber ?? null;
    },

    /** The visit a reservation holds (its `visit_id`), or null. */
    async visitIdOfReservation(businessId: string, reservationId: string): Promise<string | null> {
      if (!isUuid(reservationId)) return null;
      const [row] = await db
        .select({ visitId: reservations.visitId })
        .from(reservations)
        .where(and(eq(reservations.businessId, businessId), eq(reservations.id, reservationId)))
        .limit(1);
      return row?.visitId ?? null;
    },

    /**
     * The visit and its reservation (the chain's row in the same status) move from `from` to
     * `to` together; the reservation's change trigger tells open timetables. The reservation's
     * id, or null for a walk-in.
     */
    async moveVisitStatus(
      businessId: string,
      visitId: string,
      from: VisitStatusValue,
      to: VisitStatusValue,
      by: string,
    ): Promise<string | null> {
      await db
        .update(visits)
        .set({ status: to, updatedBy: by })
        .where(
          and(eq(visits.businessId, businessId), eq(visits.id, visitId), eq(visits.status, from)),
        );
      const [reservation] = await db
        .update(reservations)
        .set({ status: to, updatedBy: by })
        .where(
          and(
            eq(reservations.businessId, businessId),
            eq(reservations.visitId, visitId),
            eq(reservations.status, from),
          ),
        )
        .returning({ id: reservations.id });
      return reservation?.id ?? null;
    },

    /**
     * A transfer: the visit's payments (root, corrections, refunds) and their lines are credited
     * to the practitioner who now sees the patient, and belong to the reservation they moved to
     * (docs/decisions/0047-transferred-visit-credit.md). Amounts and who took them stay.
     */
    async moveVisitPayments(
      businessId: string,
      visitId: string,
      practitionerId: string,
      bookingId: string,
    ): Promise<void> {
      const moved = await db
        .update(payments)
        .set({ practitionerId, bookingId })
        .where(and(eq(payments.businessId, businessId), eq(payments.visitId, visitId)))
        .returning({ id: payments.id });
      if (moved.length === 0) return;
      await db
        .update(paymentItems)
        .set({ practitionerId })
        .where(
          and(
            eq(paymentItems.businessId, businessId),
            inArray(
              paymentItems.paymentId,
              moved.map((payment) => payment.id),
            ),
          ),
        );
    },

    /** The reservation of a visit the payment names (the chain's latest), or null for a walk-in. */
    async latestReservationOfVisit(businessId: string, visitId: string): Promise<string | null> {
      const [row] = await db
        .select({ id: reservations.id })
        .from(reservations)
        .where(and(eq(reservations.businessId, businessId), eq(reservations.visitId, visitId)))
        .orderBy(sql`${reservations.createdAt} desc`, sql`${reservations.id} desc`)
        .limit(1);
      return row?.id ?? null;
    },

    /** Whether the visit has a payment (rule 3.6: ending a paid ACTIVE visit goes to DONE). */
    async visitIsPaid(businessId: string, visitId: string): Promise<boolean> {
      const [row] = await db
        .select({ id: payments.id })
        .from(payments)
        .where(
          and(
            eq(payments.businessId, businessId),
            eq(payments.visitId, visitId),
            isNull(payments.parentPaymentId),
          ),
        )
        .limit(1);
      return row !== undefined;
    },

    async findLiveItems(businessId: string, ids: readonly string[]): Promise<LiveItem[]> {
      const wanted = ids.filter(isUuid);
      if (wanted.length === 0) return [];
      return liveItemsStatement(wanted.length)(db).execute({
        businessId,
        ...numberedValues('id', wanted),
      });
    },

    /** The patient's id when it is one of the clinic's, else null (a counter sale's patient). */
    async patientIdOf(businessId: string, patientId: string): Promise<string | null> {
      if (!isUuid(patientId)) return null;
      const [row] = await patientIdStatement(db).execute({ businessId, id: patientId });
      return row?.id ?? null;
    },

    async findLivePackages(businessId: string, ids: readonly string[]): Promise<LivePackage[]> {
      const wanted = ids.filter(isUuid);
      if (wanted.length === 0) return [];
      return db
        .select({
          id: packages.id,
          name: packages.name,
          price: packages.price,
          numberOfVisit: packages.numberOfVisit,
        })
        .from(packages)
        .where(
          and(
            eq(packages.businessId, businessId),
            inArray(packages.id, wanted),
            isNull(packages.deletedAt),
          ),
        );
    },

    /** The root of the chain a payment row belongs to, or null (unknown or another clinic's). */
    async findRoot(businessId: string, paymentId: string): Promise<PaymentRow | null> {
      if (!isUuid(paymentId)) return null;
      const [root] = await rootOfPaymentStatement(db).execute({ businessId, id: paymentId });
      return root ?? null;
    },

    /**
     * As `findRoot`, the root locked in the same read: a correction, a refund and a method
     * completion of one chain queue here.
     */
    async lockRootOf(businessId: string, paymentId: string): Promise<PaymentRow | null> {
      if (!isUuid(paymentId)) return null;
      const [root] = await lockRootOfPaymentStatement(db).execute({ businessId, id: paymentId });
      return root ?? null;
    },

    /** The root payment of a visit, or null when it has none. */
    async findRootOfVisit(businessId: string, visitId: string): Promise<PaymentRow | null> {
      if (!isUuid(visitId)) return null;
      const [row] = await db
        .select()
        .from(payments)
        .where(
          and(
            eq(payments.businessId, businessId),
            eq(payments.visitId, visitId),
            isNull(payments.parentPaymentId),
          ),
        )
        .limit(1);
      return row ?? null;
    },

    /**
     * A visit's practitioner and the id of its root payment (null when it has none), or null
     * when the clinic has no such visit: what a visit's payment rows need before the chain.
     */
    async visitRoot(
      businessId: string,
      visitId: string,
    ): Promise<{ practitionerId: string; rootId: string | null } | null> {
      if (!isUuid(visitId)) return null;
      const [row] = await visitRootStatement(db).execute({ businessId, id: visitId });
      return row ?? null;
    },

    /**
     * Rule 3.4, the one in-place change: a root without a method gets the method (and card
     * digits) on itself and its items. False when it has one already (nothing is changed).
     */
    async completeMissingMethod(
      businessId: string,
      rootId: string,
      method: PaymentMethod,
      cardLast4: string | null,
      by: string,
    ): Promise<boolean> {
      const changed = await db
        .update(payments)
        .set({ paymentMethod: method, cardLast4, updatedBy: by, updatedAt: new Date() })
        .where(
          and(
            eq(payments.businessId, businessId),
            eq(payments.id, rootId),
            isNull(payments.paymentMethod),
          ),
        )
        .returning({ id: payments.id });
      if (changed.length === 0) return false;
      await db
        .update(paymentItems)
        .set({ paymentMethod: method, updatedBy: by, updatedAt: new Date() })
        .where(and(eq(paymentItems.businessId, businessId), eq(paymentItems.paymentId, rootId)));
      return true;
    },

    /** Users' first names by id (a new payment's practitioner and author, as listChain names them). */
    async firstNames(ids: readonly string[]): Promise<Map<string, string>> {
      if (ids.length === 0) return new Map();
      const distinct = [...new Set(ids)];
      const rows = await firstNamesStatement(distinct.length)(db).execute(
        numberedValues('id', distinct),
      );
      return new Map(rows.map((row) => [row.id, row.firstName]));
    },

    /** A chain's rows, oldest first (the root, then its corrections), each with its items. */
    async listChain(businessId: string, rootId: string): Promise<PaymentChainRow[]> {
      const rows = await chainRowsStatement(db).execute({ businessId, rootId });
      if (rows.length === 0) return [];
      const lines = await chainLinesStatement(db).execute({ businessId, rootId });
      return rows.map(({ practitionerName, createdByName, updatedByName, ...payment }) => ({
        payment,
        practitionerName,
        createdByName,
        updatedByName,
        items: lines.filter((line) => line.paymentId === payment.id),
      }));
    },

    /**
     * Of the package lines given, those whose patient package has had a visit used or has been
     * released: a refund leaves them alone (docs/decisions/0043-refunds.md).
     */
    async usedPackageLines(businessId: string, paymentItemIds: readonly string[]) {
      const wanted = paymentItemIds.filter(isUuid);
      if (wanted.length === 0) return new Set<string>();
      const rows = await db
        .select({ paymentItemId: patientPackages.paymentItemId })
        .from(patientPackages)
        .where(
          and(
            eq(patientPackages.businessId, businessId),
            inArray(patientPackages.paymentItemId, wanted),
            or(
              sql`${patientPackages.remainingVisits} < ${patientPackages.numberOfVisit}`,
              sql`${patientPackages.releasedAt} IS NOT NULL`,
            ),
          ),
        );
      return new Set(rows.map((row) => row.paymentItemId).filter((id): id is string => !!id));
    },

    /**
     * A refunded package ends: released, with a RELEASE event, only while none of its visits is
     * used (the condition is in the statement, so a use racing the refund makes it false).
     */
    async releaseRefundedPackage(
      businessId: string,
      paymentItemId: string,
      context: { visitId: string | null; bookingId: string | null; eventDate: string },
      by: string,
    ): Promise<boolean> {
      const [released] = await db
        .update(patientPackages)
        .set({ releasedAt: sql`now()`, releasedBy: by, updatedAt: sql`now()`, updatedBy: by })
        .where(
          and(
            eq(patientPackages.businessId, businessId),
            eq(patientPackages.paymentItemId, paymentItemId),
            isNull(patientPackages.releasedAt),
            sql`${patientPackages.remainingVisits} = ${patientPackages.numberOfVisit}`,
          ),
        )
        .returning({
          id: patientPackages.id,
          patientId: patientPackages.patientId,
          remainingVisits: patientPackages.remainingVisits,
        });
      if (!released) return false;
      await db.insert(patientPackageEvents).values({
        businessId,
        patientPackageId: released.id,
        patientId: released.patientId,
        action: 'RELEASE',
        visitId: context.visitId,
        bookingId: context.bookingId,
        eventDate: context.eventDate,
        remainingVisits: released.remainingVisits,
        createdBy: by,
        updatedBy: by,
      });
      return true;
    },

    /** The live package uses on a visit (the invoice prints them under "Paket" at Rp0). */
    async listLiveUsesOfVisit(businessId: string, visitId: string): Promise<PackageUseRow[]> {
      return liveUsesOfVisitStatement(db).execute({ businessId, visitId });
    },
  };
}

export type PaymentRepository = ReturnType<typeof createPaymentRepository>;
