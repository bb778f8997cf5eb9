import { describe, expect, it } from 'vitest';
import { pageFromAnswer } from './satusehat';

describe('a page of SATUSEHAT organizations or locations', () => {
  it('holds each entry with an id, the total and the page the server answered', () => {
    const page = pageFromAnswer(
      {
        total: 3,
        page: 1,
        size: 50,
        entry: [
          { resource: { id: 'o1', name: 'Poli Umum' } },
          { resource: { id: '', name: 'no id' } },
          {},
          { resource: { id: 'o2', name: 'Poli Gigi' } },
        ],
      },
      1,
      50,
    );
    expect(page).toEqual({
      total: 3,
      page: 1,
      size: 50,
      rows: [
        { id: 'o1', name: 'Poli Umum' },
        { id: 'o2', name: 'Poli Gigi' },
      ],
    });
  });

  it('reads an empty answer (no link yet) as an empty first page', () => {
    expect(pageFromAnswer({ total: 0 }, 1, 50)).toEqual({ total: 0, page: 1, size: 50, rows: [] });
    expect(pageFromAnswer({}, 2, 50)).toEqual({ total: 0, page: 2, size: 50, rows: [] });
  });
});
