import { PGlite } from '@electric-sql/pglite';
import { sql } from 'drizzle-orm';
import { date, integer, pgTable, text, timestamp } from 'drizzle-orm/pg-core';
import { drizzle } from 'drizzle-orm/pglite';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Database } from './client';
import { prepareFlatSelect } from './prepared-rows';

const notes = pgTable('notes', {
  id: integer('id').primaryKey(),
  body: text('body'),
  tags: text('tags').array().notNull(),
  day: date('day', { mode: 'string' }),
  writtenAt: timestamp('written_at', { withTimezone: true, mode: 'date' }),
});

describe('prepareFlatSelect', () => {
  const client = new PGlite();
  const db = drizzle(client) as unknown as Database;

  beforeAll(async () => {
    await client.exec(`
      create table notes (id integer primary key, body text, tags text[] not null, day date,
        written_at timestamptz);
      insert into notes values
        (1, 'first', '{a,b}', '2026-11-26', '2026-11-26T01:02:03Z'),
        (2, null, '{}', null, null);`);
  });
  afterAll(() => client.close());

  it('answers the rows Drizzle’s own select answers, keyed like the selection', async () => {
    const selection = {
      id: notes.id,
      body: notes.body,
      tags: notes.tags,
      day: notes.day,
      writtenAt: notes.writtenAt,
      count: sql`(select count(*)::int from notes)`,
    };
    const statement = prepareFlatSelect<Record<string, unknown>>(
      db,
      'notes_page',
      selection,
      (select) => select(selection).from(notes).orderBy(notes.id).limit(sql.placeholder('size')),
    );
    const rows = await statement.execute({ size: 10 });
    expect(rows).toEqual(await db.select(selection).from(notes).orderBy(notes.id).limit(10));
    expect(rows).toEqual([
      {
        id: 1,
        body: 'first',
        tags: ['a', 'b'],
        day: '2026-11-26',
        // The column's decoder ran: a Date, not the driver's text.
        writtenAt: new Date('2026-11-26T01:02:03Z'),
        count: 2,
      },
      { id: 2, body: null, tags: [], day: null, writtenAt: null, count: 2 },
    ]);
  });
});
