import { describe, expect, it } from 'vitest';
import { DEFAULT_PAGE_SIZE } from './pagination';
import { MAX_PAGE_SIZE, ORGANIZATION_LIST_FIRST_PAGE, PAGE_SIZES } from './page-sizes';

describe('page sizes of the lists (spec 1 §9, spec 2 §9)', () => {
  it('uses the shared default of 50 for the patient, staff and organization lists', () => {
    expect(PAGE_SIZES.default).toBe(DEFAULT_PAGE_SIZE);
    expect(PAGE_SIZES.patientList).toBe(DEFAULT_PAGE_SIZE);
    expect(PAGE_SIZES.staffList).toBe(50);
    expect(PAGE_SIZES.organizationList).toBe(50);
    expect(ORGANIZATION_LIST_FIRST_PAGE).toBe(1);
  });

  it('asks 10 for visit history and ICD10, 5 for patient search and package history', () => {
    expect(PAGE_SIZES.visitHistory).toBe(10);
    expect(PAGE_SIZES.icd10).toBe(10);
    expect(PAGE_SIZES.reservationPatientSearch).toBe(5);
    expect(PAGE_SIZES.packageHistory).toBe(5);
  });

  it('asks everything at once for dropdowns: 99999 categories, 999 packages', () => {
    expect(PAGE_SIZES.categoryOptions).toBe(99999);
    expect(PAGE_SIZES.paymentPackageOptions).toBe(999);
    expect(Math.max(...Object.values(PAGE_SIZES))).toBe(MAX_PAGE_SIZE);
  });
});
