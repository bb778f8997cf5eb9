import assert from 'node:assert/strict';
import { describe, it } from 'node:test';
import { bodyReplacements, isWrite, statementLabel } from './driver-twin';

describe('bodyReplacements', () => {
  it('maps each string of the captured body to the one at its place in the fresh body', () => {
    const captured = JSON.stringify({ packageId: 'p-1', visitId: 'v-1', note: 'same' });
    const fresh = JSON.stringify({ packageId: 'p-2', visitId: 'v-2', note: 'same' });
    assert.deepEqual(
      [...bodyReplacements(captured, fresh)],
      [
        ['p-1', 'p-2'],
        ['v-1', 'v-2'],
      ],
    );
  });

  it('walks nested lines and leaves numbers alone', () => {
    const captured = JSON.stringify({ paymentId: 'a', paymentItems: [{ itemId: 'i', qty: 1 }] });
    const fresh = JSON.stringify({ paymentId: 'b', paymentItems: [{ itemId: 'i', qty: 2 }] });
    assert.deepEqual([...bodyReplacements(captured, fresh)], [['a', 'b']]);
  });
});

describe('statementLabel', () => {
  it('names a prepared statement by its name, another by the start of its text on one line', () => {
    assert.equal(statementLabel({ name: 'payments_chain', text: 'select 1' }), 'payments_chain');
    assert.equal(statementLabel({ text: '  begin\n' }), 'begin');
    const long = `select ${'x, '.repeat(40)}y\nfrom payments`;
    assert.equal(statementLabel({ text: long }), `${long.slice(0, 60)}…`);
  });
});

describe('isWrite', () => {
  it('tells an insert or update, also behind a CTE, from a read', () => {
    assert.equal(isWrite('insert into payments values ($1)'), true);
    assert.equal(isWrite('with receipt as (select 1) update payments set x = 1'), true);
    assert.equal(isWrite('select * from payments'), false);
  });
});
