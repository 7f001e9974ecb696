import { afterEach, describe, expect, it } from 'vitest';
import { formatDate, formatDateTime } from './date.ts';

describe('formatDate / formatDateTime: Tanzania time (UTC+3, no DST)', () => {
  const zone = process.env.TZ;
  afterEach(() => {
    process.env.TZ = zone;
  });

  it('shows an instant in UTC+3', () => {
    expect(formatDateTime('2025-03-01T09:15:30Z')).toBe('2025-03-01 12:15:30');
    expect(formatDate('2025-03-01T09:15:30Z')).toBe('2025-03-01');
  });

  it('rolls over to the next day at 21:00 UTC, and not a second before', () => {
    expect(formatDateTime('2024-12-31T20:59:59Z')).toBe('2024-12-31 23:59:59');
    expect(formatDateTime('2024-12-31T21:00:00Z')).toBe('2025-01-01 00:00:00');
    expect(formatDate('2024-12-31T20:59:59.999Z')).toBe('2024-12-31');
    expect(formatDate('2024-12-31T21:00:00.000Z')).toBe('2025-01-01');
  });

  it('handles the leap day and month ends', () => {
    expect(formatDate('2024-02-28T21:00:00Z')).toBe('2024-02-29');
    expect(formatDate('2023-02-28T21:00:00Z')).toBe('2023-03-01');
    expect(formatDate('2025-04-30T21:00:00Z')).toBe('2025-05-01');
  });

  it('takes epoch milliseconds and Date objects', () => {
    expect(formatDateTime(0)).toBe('1970-01-01 03:00:00');
    expect(formatDateTime(Date.UTC(2025, 6, 4, 23, 30, 5))).toBe('2025-07-05 02:30:05');
    expect(formatDateTime(new Date(Date.UTC(2025, 0, 1, 0, 0, 0)))).toBe('2025-01-01 03:00:00');
  });

  it('honours an explicit zone offset in the string', () => {
    expect(formatDateTime('2025-03-01T12:00:00+05:30')).toBe('2025-03-01 09:30:00');
    expect(formatDateTime('2025-03-01T12:00:00+03:00')).toBe('2025-03-01 12:00:00');
    expect(formatDateTime('2025-03-01T23:00:00-02:00')).toBe('2025-03-02 04:00:00');
  });

  it('reads a string without a zone as Tanzania wall time, with T or a space', () => {
    expect(formatDateTime('2025-03-01T23:59:59')).toBe('2025-03-01 23:59:59');
    expect(formatDateTime('2025-03-01 00:00:00')).toBe('2025-03-01 00:00:00');
    expect(formatDateTime('2025-03-01 08:05')).toBe('2025-03-01 08:05:00');
    expect(formatDate('2025-03-01')).toBe('2025-03-01');
    expect(formatDateTime('2025-03-01')).toBe('2025-03-01 00:00:00');
  });

  it('does not depend on the zone of the device', () => {
    for (const deviceZone of ['UTC', 'America/Los_Angeles', 'Asia/Kolkata', 'Pacific/Kiritimati']) {
      process.env.TZ = deviceZone;
      expect(formatDateTime('2024-12-31T21:00:00Z')).toBe('2025-01-01 00:00:00');
      expect(formatDateTime('2025-03-01 00:00:00')).toBe('2025-03-01 00:00:00');
      expect(formatDate(new Date(Date.UTC(2025, 5, 30, 20, 59, 59)))).toBe('2025-06-30');
    }
  });

  it.each([
    ['not a date'],
    ['2025-13-01'],
    ['2025-02-30'],
    ['2025-03-01 24:00:00'],
    ['2025-03-01T10:60:00'],
    ['2025-03-01T10:00:00+0300x'],
    [''],
    [Number.NaN],
    [Number.POSITIVE_INFINITY],
    [new Date('nope')],
  ])('refuses %s with a RangeError', (input) => {
    expect(() => formatDate(input)).toThrow(RangeError);
    expect(() => formatDateTime(input)).toThrow(RangeError);
  });
});
