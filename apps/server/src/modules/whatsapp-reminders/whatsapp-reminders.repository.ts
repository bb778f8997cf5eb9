import { and, desc, eq, sql } from 'drizzle-orm';
import type { ReminderSent } from '@praktik/domain/packages/whatsapp-reminder-record';
import type { Database } from '../../db/client';
import { flatStatement } from '../../db/prepared-rows';
import { patientPackages, reservations, users, whatsappReminders } from '../../db/schema/index';
import { isUuid } from '../../shared/uuid';

/** What a reminder was for: a reservation or a patient package of the clinic. */
export type ReminderSubject = { kind: 'RESERVATION'; id: string } | { kind: 'PACKAGE'; id: string };

const subjectColumn = {
  RESERVATION: whatsappReminders.reservationId,
  PACKAGE: whatsappReminders.patientPackageId,
} as const;

interface LatestSendRow {
  subjectId: string | null;
  sentAt: Date;
  sentBy: string;
  name: string;
}

/**
 * The latest send of each of a page's rows, one statement per kind: built by Drizzle once and
 * sent as a named statement with the page's ids as one array, where it was built again on every
 * call of the follow-up list and of tomorrow's reminders (a statement of 50 parameters, parsed and
 * planned by PostgreSQL each time too).
 */
const latestSendsStatement = Object.fromEntries(
  (Object.keys(subjectColumn) as ReminderSubject['kind'][]).map((kind) => {
    const column = subjectColumn[kind];
    const selection = {
      subjectId: column,
      sentAt: whatsappReminders.sentAt,
      sentBy: whatsappReminders.sentBy,
      name: users.firstName,
    };
    return [
      kind,
      flatStatement<LatestSendRow>(
        `whatsapp_reminders_latest_${kind.toLowerCase()}`,
        selection,
        (db) =>
          db
            .selectDistinctOn([column], selection)
            .from(whatsappReminders)
            .innerJoin(users, eq(users.id, whatsappReminders.sentBy))
            .where(
              and(
                eq(whatsappReminders.businessId, sql.placeholder('businessId')),
                sql`${column} = any(${sql.placeholder('ids')}::uuid[])`,
              ),
            )
            .orderBy(column, desc(whatsappReminders.sentAt)),
      ),
    ];
  }),
) as Record<ReminderSubject['kind'], ReturnType<typeof flatStatement<LatestSendRow>>>;

/**
 * The record of WhatsApp reminders opened (docs/decisions/0052-reminder-records-and-follow-up.md):
 * a send appended, and the latest send of each row of a list's page.
 */
export function createWhatsappReminderRepository(db: Database) {
  /** Whether the clinic has the reservation or package the reminder names. */
  async function subjectExists(businessId: string, subject: ReminderSubject): Promise<boolean> {
    if (!isUuid(subject.id)) return false;
    const table = subject.kind === 'RESERVATION' ? reservations : patientPackages;
    const [row] = await db
      .select({ id: table.id })
      .from(table)
      .where(and(eq(table.businessId, businessId), eq(table.id, subject.id)))
      .limit(1);
    return row !== undefined;
  }

  return {
    /** Appends a send by `userId` at `at`; null when the subject is not the clinic's. */
    async record(
      businessId: string,
      subject: ReminderSubject,
      userId: string,
      at: Date,
    ): Promise<ReminderSent | null> {
      if (!(await subjectExists(businessId, subject))) return null;
      const [sent] = await db
        .insert(whatsappReminders)
        .values({
          businessId,
          kind: subject.kind,
          reservationId: subject.kind === 'RESERVATION' ? subject.id : null,
          patientPackageId: subject.kind === 'PACKAGE' ? subject.id : null,
          sentAt: at,
          sentBy: userId,
          createdBy: userId,
          updatedBy: userId,
        })
        .returning({ sentAt: whatsappReminders.sentAt });
      const [user] = await db
        .select({ name: users.firstName })
        .from(users)
        .where(eq(users.id, userId))
        .limit(1);
      return {
        sent_at: sent!.sentAt.toISOString(),
        sent_by_id: userId,
        sent_by_name: user?.name ?? '',
      };
    },

    /** The latest send for each of the ids (a page of a list), by id; ids without one left out. */
    async latestOf(
      businessId: string,
      kind: ReminderSubject['kind'],
      ids: readonly string[],
    ): Promise<Map<string, ReminderSent>> {
      const wanted = ids.filter(isUuid);
      const latest = new Map<string, ReminderSent>();
      if (wanted.length === 0) return latest;
      const rows = await latestSendsStatement[kind](db).execute({ businessId, ids: wanted });
      for (const row of rows) {
        if (row.subjectId === null) continue;
        latest.set(row.subjectId, {
          sent_at: row.sentAt.toISOString(),
          sent_by_id: row.sentBy,
          sent_by_name: row.name,
        });
      }
      return latest;
    },
  };
}
export type WhatsappReminderRepository = ReturnType<typeof createWhatsappReminderRepository>;
