import assert from 'node:assert/strict';
import { describe, it } from 'node:test';
import {
  formatShareTable,
  medianRps,
  shareLines,
  shareMark,
  type TwinResult,
} from './share-summary';

const save: TwinResult = {
  name: 'payments: save',
  rps: 182.3,
  rpsShareOfDriverTwin: 0.71,
  roundTrips: { statementsPerCall: 8 },
  driverTwin: { rps: 256.04, roundTrips: { statementsPerCall: 8 } },
};

describe('medianRps', () => {
  it('takes the middle round, so one slowed or sped round does not move the share', () => {
    assert.equal(medianRps([{ rps: 1202 }, { rps: 1890 }, { rps: 1750 }]), 1750);
    assert.equal(medianRps([{ rps: 2297 }, { rps: 1800 }, { rps: 1850 }]), 1850);
  });

  it('takes the lower middle of an even count, and the only round of one', () => {
    assert.equal(medianRps([{ rps: 4 }, { rps: 1 }, { rps: 3 }, { rps: 2 }]), 2);
    assert.equal(medianRps([{ rps: 7 }]), 7);
  });
});

describe('shareLines', () => {
  it('keeps the targets with a twin, with both rps, the share and the statements a call', () => {
    const noTwin: TwinResult = { name: 'icd10', rps: 900 };
    assert.deepEqual(shareLines([save, noTwin], 0.6), [
      {
        name: 'payments: save',
        rps: 182.3,
        driverTwinRps: 256.04,
        share: 0.71,
        bar: 0.6,
        belowBar: false,
        statementsPerCall: 8,
        driverTwinStatementsPerCall: 8,
      },
    ]);
  });

  it('counts a share under the bar, and a missing share, as below it', () => {
    const [under, failed] = shareLines(
      [
        { ...save, rpsShareOfDriverTwin: 0.59 },
        { ...save, rpsShareOfDriverTwin: null },
      ],
      0.6,
    );
    assert.equal(under!.belowBar, true);
    assert.equal(failed!.belowBar, true);
    assert.equal(shareLines([{ ...save, rpsShareOfDriverTwin: 0.6 }], 0.6)[0]!.belowBar, false);
  });
});

describe('shareMark', () => {
  it('writes the share, and marks one below the bar or missing', () => {
    assert.equal(shareMark({ share: 0.714, bar: 0.6, belowBar: false }), '0.71');
    assert.equal(shareMark({ share: 0.4, bar: 0.6, belowBar: true }), '0.40 BELOW 0.6');
    assert.equal(
      shareMark({ share: null, bar: 0.6, belowBar: true }),
      'no share (the twin failed calls) < 0.6',
    );
  });
});

describe('formatShareTable', () => {
  it('lines the columns up under a header, statements without a count as a dash', () => {
    const lines = shareLines(
      [
        save,
        { ...save, name: 'packages: detail', rpsShareOfDriverTwin: 0.5, roundTrips: undefined },
      ],
      0.6,
    );
    assert.equal(
      formatShareTable(lines),
      [
        'target              rps  twin rps   share of twin  statements a call (twin)',
        'payments: save    182.3     256.0            0.71                     8 (8)',
        'packages: detail  182.3     256.0  0.50 BELOW 0.6                     - (8)',
      ].join('\n'),
    );
  });
});
