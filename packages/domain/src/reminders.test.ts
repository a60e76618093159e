import { describe, expect, it } from 'vitest';
import {
  DEFAULT_REMINDER_PLAN,
  dueDatesRemindedOn,
  inContactHours,
  nextContactTime,
  parseReminderPlan,
  reminderOn,
} from './reminders.ts';

describe('reminderOn', () => {
  const due = '2026-12-10';
  it('reminds 3 and 1 days before, on the day, 1, 3 and 7 days after, then weekly', () => {
    const days: string[] = [];
    for (let d = -10; d <= 40; d++) {
      const today = new Date(Date.UTC(2026, 11, 10 + d)).toISOString().slice(0, 10);
      const r = reminderOn(due, today);
      if (r) days.push(`${r.kind}:${r.days}`);
    }
    expect(days).toEqual([
      'before:3',
      'before:1',
      'due:0',
      'overdue:1',
      'overdue:3',
      'overdue:7',
      'overdue:14',
      'overdue:21',
      'overdue:28',
      'overdue:35',
    ]);
  });

  it('follows a product’s own plan', () => {
    const plan = { before: [2], onDueDate: false, after: [5], thenEvery: 0 };
    expect(reminderOn(due, '2026-12-08', plan)).toEqual({ kind: 'before', days: 2 });
    expect(reminderOn(due, '2026-12-10', plan)).toBeNull();
    expect(reminderOn(due, '2026-12-15', plan)).toEqual({ kind: 'overdue', days: 5 });
    expect(reminderOn(due, '2026-12-22', plan)).toBeNull();
  });

  it('finds, for a day, exactly the due dates that get a reminder on it', () => {
    const today = '2026-12-31';
    const dates = dueDatesRemindedOn(today, DEFAULT_REMINDER_PLAN, 30);
    expect(dates).toEqual([
      '2027-01-03',
      '2027-01-01',
      '2026-12-31',
      '2026-12-30',
      '2026-12-28',
      '2026-12-24',
      '2026-12-17',
      '2026-12-10',
      '2026-12-03',
    ]);
    for (const d of dates) expect(reminderOn(d, today)).not.toBeNull();
  });
});

describe('contact hours', () => {
  // 08:00 IST is 02:30 UTC; 19:00 IST is 13:30 UTC. 08:00 WIB is 01:00 UTC; 20:00 WIB is 13:00 UTC.
  it('are 08:00 to 19:00 in India, the last minute excluded', () => {
    expect(inContactHours(new Date('2026-12-10T02:29:59Z'), 'IN')).toBe(false);
    expect(inContactHours(new Date('2026-12-10T02:30:00Z'), 'IN')).toBe(true);
    expect(inContactHours(new Date('2026-12-10T13:29:59Z'), 'IN')).toBe(true);
    expect(inContactHours(new Date('2026-12-10T13:30:00Z'), 'IN')).toBe(false);
  });

  it('are 08:00 to 20:00 in Indonesia', () => {
    expect(inContactHours(new Date('2026-12-10T00:59:00Z'), 'ID')).toBe(false);
    expect(inContactHours(new Date('2026-12-10T01:00:00Z'), 'ID')).toBe(true);
    expect(inContactHours(new Date('2026-12-10T12:59:00Z'), 'ID')).toBe(true);
    expect(inContactHours(new Date('2026-12-10T13:00:00Z'), 'ID')).toBe(false);
  });

  it('send a message due outside them at the next opening', () => {
    // 23:10 IST waits for 08:00 IST the next morning.
    expect(nextContactTime(new Date('2026-12-10T17:40:00Z'), 'IN').toISOString()).toBe(
      '2026-12-11T02:30:00.000Z',
    );
    // 05:00 WIB waits for 08:00 WIB the same morning.
    expect(nextContactTime(new Date('2026-12-09T22:00:00Z'), 'ID').toISOString()).toBe(
      '2026-12-10T01:00:00.000Z',
    );
    const inside = new Date('2026-12-10T05:00:00Z');
    expect(nextContactTime(inside, 'IN')).toBe(inside);
  });
});

describe('parseReminderPlan', () => {
  it('reads a product’s plan as stored, and refuses one out of bounds', () => {
    const plan = { before: [5, 2], onDueDate: false, after: [2, 10], thenEvery: 14 };
    expect(parseReminderPlan(plan)).toEqual(plan);
    for (const bad of [
      null,
      { ...plan, before: [0] },
      { ...plan, before: [31] },
      { ...plan, after: [2, 2] },
      { ...plan, after: [401] },
      { ...plan, thenEvery: 31 },
      { ...plan, onDueDate: 'yes' },
      { ...plan, before: 'soon' },
    ]) {
      expect(parseReminderPlan(bad)).toBeNull();
    }
  });
});
