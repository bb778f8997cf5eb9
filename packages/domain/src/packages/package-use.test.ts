import { describe, expect, it } from 'vitest';
import { VISIT_STATUSES } from '../visits/status';
import {
  canChoosePackageBeforeStart,
  canReleasePackage,
  canUndoPackageUse,
  canUsePackage,
  packageUndoRefusal,
  packageUseRefusal,
  type PackageUseState,
} from './package-use';

const open: PackageUseState = {
  visitStatus: 'ACTIVE',
  released: false,
  remainingVisits: 2,
  usedHere: false,
};

describe('using a patient package on a visit', () => {
  it('is allowed while the bill is open: ACTIVE or WAITING_PAYMENT', () => {
    const allowed = VISIT_STATUSES.filter((visitStatus) => canUsePackage({ ...open, visitStatus }));
    expect(allowed).toEqual(['ACTIVE', 'WAITING_PAYMENT']);
    expect(packageUseRefusal({ ...open, visitStatus: 'DONE' })).toBe('statusNotAllowed');
  });

  it('is refused on a released package, an exhausted one, and twice on one visit', () => {
    expect(packageUseRefusal({ ...open, released: true })).toBe('packageReleased');
    expect(packageUseRefusal({ ...open, remainingVisits: 0 })).toBe('packageExhausted');
    expect(packageUseRefusal({ ...open, usedHere: true })).toBe('packageAlreadyUsedHere');
    expect(packageUseRefusal({ ...open, remainingVisits: 1 })).toBeNull();
  });

  it('is undone only where it was used, on an open visit of a live package', () => {
    const used = { ...open, usedHere: true, remainingVisits: 0 };
    expect(canUndoPackageUse(used)).toBe(true);
    expect(packageUndoRefusal({ ...used, usedHere: false })).toBe('packageNotUsedHere');
    expect(packageUndoRefusal({ ...used, released: true })).toBe('packageReleased');
    expect(packageUndoRefusal({ ...used, visitStatus: 'DONE' })).toBe('statusNotAllowed');
    expect(packageUndoRefusal({ ...used, visitStatus: 'CANCELLED' })).toBe('statusNotAllowed');
  });

  it('on a BOOKED reservation is a choice kept until the start (spec 2 §4)', () => {
    expect(canChoosePackageBeforeStart('BOOKED', { released: false, remainingVisits: 1 })).toBe(
      true,
    );
    expect(canChoosePackageBeforeStart('BOOKED', { released: false, remainingVisits: 0 })).toBe(
      false,
    );
    expect(canChoosePackageBeforeStart('ACTIVE', { released: false, remainingVisits: 1 })).toBe(
      false,
    );
  });
});

describe('releasing a patient package', () => {
  it('is for the owner and staff only', () => {
    expect(canReleasePackage('ROLE_OWNER')).toBe(true);
    expect(canReleasePackage('ROLE_STAFF')).toBe(true);
    expect(canReleasePackage('ROLE_DOCTOR')).toBe(false);
    expect(canReleasePackage('ROLE_BEAUTICIAN')).toBe(false);
    expect(canReleasePackage(null)).toBe(false);
  });
});
