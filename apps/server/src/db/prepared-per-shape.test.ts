import { describe, expect, it } from 'vitest';
import { preparedPerShape, shapeName } from './prepared-per-shape';

describe('preparedPerShape', () => {
  it('prepares each shape once and hands the same statement back for it', () => {
    const prepared: string[] = [];
    const statementFor = preparedPerShape(
      (filter: string, direction: string) => `${filter}_${direction}`,
      (filter: string, direction: string) => {
        prepared.push(`${filter}_${direction}`);
        return { name: `page_${filter}_${direction}` };
      },
    );
    const first = statementFor('name', 'asc');
    expect(statementFor('name', 'asc')).toBe(first);
    expect(statementFor('name', 'desc')).not.toBe(first);
    expect(prepared).toEqual(['name_asc', 'name_desc']);
  });
});

describe('shapeName', () => {
  it("names a shape by its used filters' initials, in the shape's order, or all", () => {
    expect(shapeName({ name: true, phoneNumber: false, dob: true })).toBe('nd');
    expect(shapeName({ method: false, type: true, category: true, practitioner: true })).toBe(
      'tcp',
    );
    expect(shapeName({ name: false, dob: false })).toBe('all');
  });
});
