import { describe, expect, it } from 'vitest';
import { EVERY_DOCTOR, agendaDoctorOf, dayViewOf, timetableViewOf } from './timetable-view';

const doctors = [{ doctorId: 'andi' }, { doctorId: 'sari' }];

describe('the reservation page’s view of the day', () => {
  it('shows the view the address asks for, at any width', () => {
    expect(timetableViewOf('agenda', false)).toBe('agenda');
    expect(timetableViewOf('grid', true)).toBe('grid');
  });

  it('without one, opens on the agenda at phone width and on the grid elsewhere', () => {
    expect(timetableViewOf(null, true)).toBe('agenda');
    expect(timetableViewOf(null, false)).toBe('grid');
    expect(timetableViewOf('month', false)).toBe('grid');
  });

  it('shows a practitioner’s week when asked, and a day of it on the day’s own view', () => {
    expect(timetableViewOf('week', true)).toBe('week');
    expect(timetableViewOf('week', false)).toBe('week');
    expect(dayViewOf(false)).toBe('grid');
    expect(dayViewOf(true)).toBe('agenda');
  });
});

describe('whose day the agenda shows', () => {
  it('at phone width, one practitioner: the first row’s unless another is asked for', () => {
    expect(agendaDoctorOf(doctors, null, true)).toBe('andi');
    expect(agendaDoctorOf(doctors, 'sari', true)).toBe('sari');
  });

  it('elsewhere, every practitioner unless one is asked for', () => {
    expect(agendaDoctorOf(doctors, null, false)).toBeNull();
    expect(agendaDoctorOf(doctors, 'sari', false)).toBe('sari');
  });

  it('"all" asks for every practitioner, at phone width too', () => {
    expect(agendaDoctorOf(doctors, EVERY_DOCTOR, true)).toBeNull();
  });

  it('at phone width, the first doctor by default: a beautician first by name is passed over', () => {
    const day = [
      { doctorId: 'dewi', role: 'ROLE_BEAUTICIAN' },
      { doctorId: 'andi', role: 'ROLE_DOCTOR' },
      { doctorId: 'sari', role: 'ROLE_DOCTOR' },
    ];
    expect(agendaDoctorOf(day, null, true)).toBe('andi');
    expect(agendaDoctorOf(day, 'dewi', true)).toBe('dewi');
    expect(agendaDoctorOf(day, null, false)).toBeNull();
  });

  it('at phone width without a doctor on the day, the first practitioner', () => {
    const day = [
      { doctorId: 'dewi', role: 'ROLE_BEAUTICIAN' },
      { doctorId: 'maya', role: 'ROLE_BEAUTICIAN' },
    ];
    expect(agendaDoctorOf(day, null, true)).toBe('dewi');
  });

  it('a practitioner not on this day is not kept: the default applies', () => {
    expect(agendaDoctorOf(doctors, 'gone', true)).toBe('andi');
    expect(agendaDoctorOf(doctors, 'gone', false)).toBeNull();
    expect(agendaDoctorOf([], null, true)).toBeNull();
  });
});
