import { describe, expect, it } from 'vitest';
import type { Repositories } from '../../composition/repositories';
import type { HistoryRecord, VisitReportFilter } from './visit-reports.repository';
import { createVisitReportService, historyRowOf, reportRange } from './visit-reports.service';
import { historyCsvRow } from './visit-reports.csv';
import { spreadsheetText } from '../../shared/spreadsheet-text';
import { translatorFor } from '../../intl/i18n';

describe('reportRange', () => {
  it('covers the clinic’s current month (+7) when no dates are given', () => {
    // 30 April 2026, 18:00 UTC is already 1 May in Jakarta.
    expect(reportRange({}, new Date('2026-04-30T18:00:00Z'))).toEqual({
      start: new Date('2026-04-30T17:00:00.000Z'),
      end: new Date('2026-05-31T17:00:00.000Z'),
    });
  });

  it('reads from and to as whole clinic days, both included', () => {
    expect(reportRange({ from: '2026-03-01', to: '2026-03-31' }, new Date())).toEqual({
      start: new Date('2026-02-28T17:00:00.000Z'),
      end: new Date('2026-03-31T17:00:00.000Z'),
    });
  });

  it('leaves the other side open when only one date is given', () => {
    const since = reportRange({ from: '2026-03-01' }, new Date('2026-04-30T18:00:00Z'));
    expect(since.start).toEqual(new Date('2026-02-28T17:00:00.000Z'));
    expect(since.end.getUTCFullYear()).toBe(9999);
    const until = reportRange({ to: '2026-03-01' }, new Date('2026-04-30T18:00:00Z'));
    expect(until.start.getUTCFullYear()).toBe(1900);
    expect(until.end).toEqual(new Date('2026-03-01T17:00:00.000Z'));
  });
});

const record: HistoryRecord = {
  id: 'v1',
  status: 'DONE',
  startedAt: new Date('2026-03-31T16:30:00.000Z'),
  treatment: '-5 mg',
  diagnoses: [],
  practitionerId: 'd1',
  practitionerName: '@dokter',
  patientId: 'p1',
  patientName: 'Siti',
  medicalRecordNumber: null,
  dateOfBirth: null,
  gender: null,
};

describe('history rows', () => {
  it('show the start on the clinic’s clock and the birth date as DD-MM-YYYY', () => {
    const row = historyRowOf({ ...record, dateOfBirth: '1990-05-17', gender: 'MALE' });
    expect(row.startInString).toBe('31-03-2026 23:30');
    expect(row.patient).toMatchObject({ dob: '17-05-1990', dateOfBirth: '1990-05-17' });
  });

  it('export empty values as "-" (record number) or empty, and defuse spreadsheet formulas', () => {
    expect(historyCsvRow(record, translatorFor('id'))).toEqual([
      '-',
      "'@dokter",
      'Siti',
      '',
      '',
      "'-5 mg",
      '31-03-2026 23:30',
    ]);
    expect(spreadsheetText('+62 812')).toBe("'+62 812");
    expect(spreadsheetText('=1+1')).toBe("'=1+1");
    expect(spreadsheetText('Budi')).toBe('Budi');
    expect(spreadsheetText(null)).toBe('');
  });
});

describe('the practitioner a list is for', () => {
  function serviceSeeing(filters: VisitReportFilter[]) {
    const visitReports = {
      listHistory: async (_businessId: string, filter: VisitReportFilter) => {
        filters.push(filter);
        return { rows: [], total: 0 };
      },
      practitionerStats: async (_businessId: string, filter: VisitReportFilter) => {
        filters.push(filter);
        return { rows: [], total: 0 };
      },
    };
    return createVisitReportService({ visitReports } as unknown as Repositories, {
      now: () => new Date('2026-03-15T05:00:00Z'),
    });
  }

  it('is the caller for doctors and beauticians, the request’s for everyone else', async () => {
    const filters: VisitReportFilter[] = [];
    const service = serviceSeeing(filters);
    const paging = { page: 0, size: 10, practitionerId: 'someone-else' };
    for (const role of ['ROLE_DOCTOR', 'ROLE_BEAUTICIAN', 'ROLE_OWNER', 'ROLE_STAFF'] as const) {
      await service.history({ userId: 'me', businessId: 'b', role }, paging);
      await service.practitionerStats({ userId: 'me', businessId: 'b', role }, paging);
    }
    expect(filters.map((filter) => filter.practitionerId)).toEqual([
      'me',
      'me',
      'me',
      'me',
      'someone-else',
      'someone-else',
      'someone-else',
      'someone-else',
    ]);
  });
});
