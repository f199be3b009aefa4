// The one module of day-date functions every layer uses: each name means one thing, and an
// impossible day is never rolled over into the next month.
import { describe, expect, test } from "vitest";
import {
  addDays,
  dateOfDay,
  dayNumberOf,
  dayTimeOf,
  dayOfDate,
  dayOfNumber,
  daysBetween,
  firstDayNumberOfYear,
  isDay,
  isDayDate,
  yearOf,
  yearOfDayNumber,
} from "../../src/days/day-dates.js";

describe("day (YYYY-MM-DD text)", () => {
  test("isDay takes real calendar days only", () => {
    expect(isDay("2024-02-29")).toBe(true);
    expect(isDay("2023-02-29")).toBe(false);
    expect(isDay("2024-02-30")).toBe(false);
    expect(isDay("2024-1-02")).toBe(false);
    expect(isDay("2024-01-02T00:00:00Z")).toBe(false);
    expect(isDay(new Date("2024-01-02"))).toBe(false);
  });

  test("addDays crosses months, years and leap days, both ways", () => {
    expect(addDays("2024-02-28", 1)).toBe("2024-02-29");
    expect(addDays("2024-12-31", 1)).toBe("2025-01-01");
    expect(addDays("2024-03-01", -1)).toBe("2024-02-29");
    expect(() => addDays("2024-02-30", 1)).toThrow(/not a real day/);
  });

  test("day numbers count from 1970-01-01 and round-trip", () => {
    expect(dayNumberOf("1970-01-02")).toBe(1);
    expect(dayOfNumber(dayNumberOf("2026-01-01"))).toBe("2026-01-01");
    expect(() => dayNumberOf("yesterday")).toThrow(/yesterday/);
  });

  test("firstDayNumberOfYear is 1 January's day number, before 1970 and after, leap years or not", () => {
    for (let year = 1800; year <= 2100; year++) {
      const first = firstDayNumberOfYear(year);
      expect(first).toBe(dayNumberOf(`${year}-01-01`));
      expect(yearOfDayNumber(first)).toBe(year);
      expect(yearOfDayNumber(first - 1)).toBe(year - 1);
    }
  });
});

describe("day date (a Date at UTC midnight)", () => {
  test("isDayDate tells a midnight from a timestamp", () => {
    expect(isDayDate(new Date(Date.UTC(2024, 0, 2)))).toBe(true);
    expect(isDayDate(new Date(Date.UTC(2024, 0, 2, 10)))).toBe(false);
    expect(isDayDate(new Date(NaN))).toBe(false);
  });

  test("dateOfDay reads days and timestamps' day part; dayOfDate writes the UTC day", () => {
    expect(dateOfDay("2024-01-02")?.toISOString()).toBe("2024-01-02T00:00:00.000Z");
    expect(dateOfDay("2024-01-02T23:59:00+05:00")?.toISOString()).toBe("2024-01-02T00:00:00.000Z");
    expect(dateOfDay("2024-02-30")).toBeNull();
    expect(dateOfDay(null)).toBeNull();
    expect(dayOfDate(new Date("2024-01-02T23:00:00Z"))).toBe("2024-01-02");
    expect(dayOfDate(new Date(NaN))).toBeNull();
  });

  test("dayTimeOf, isDay and dayNumberOf, read character by character, agree with reading the day by its parts", () => {
    // The reference: the day's parts by a regular expression, kept only when Date.UTC does not roll them over.
    const reference = (text: string) => {
      const match = /^(\d{4})-(\d{2})-(\d{2})/.exec(text);
      if (!match) return null;
      const [year, month, day] = [Number(match[1]), Number(match[2]), Number(match[3])];
      const date = new Date(Date.UTC(year, month - 1, day));
      return date.getUTCFullYear() === year && date.getUTCMonth() === month - 1 && date.getUTCDate() === day ? date.getTime() : null;
    };
    const texts: string[] = [];
    for (const year of ["0001", "0099", "0100", "1899", "1900", "2000", "2023", "2024", "2100", "9999"])
      for (let month = 0; month <= 13; month++)
        for (let day = 0; day <= 32; day++) texts.push(`${year}-${String(month).padStart(2, "0")}-${String(day).padStart(2, "0")}`);
    texts.push(
      "2024-01-02T23:59:00+05:00",
      "2024-01-0",
      "2024-1-02",
      "2024/01/02",
      "2024-01-0x",
      "+2024-01-02",
      "２０２４-01-02",
      "",
      "2024-01-02 ",
    );
    for (const text of texts) {
      expect(dayTimeOf(text), text).toBe(reference(text));
      // isDay and dayNumberOf read the same way, and take a day alone, nothing after it.
      const isWholeDay = /^\d{4}-\d{2}-\d{2}$/.test(text) && reference(text) !== null;
      expect(isDay(text), text).toBe(isWholeDay);
      if (isWholeDay) expect(dayNumberOf(text), text).toBe((reference(text) as number) / 86_400_000);
      else expect(() => dayNumberOf(text), text).toThrow(/not a real day/);
    }
  });

  test("daysBetween and yearOf take days, timestamps and Dates; null when one is missing", () => {
    expect(daysBetween("2024-01-01", "2024-03-01")).toBe(60);
    expect(daysBetween(new Date("2024-03-01"), "2024-01-01")).toBe(-60);
    expect(daysBetween("2024-01-01", null)).toBeNull();
    expect(yearOf("2024-12-31")).toBe(2024);
    expect(yearOf(new Date(Date.UTC(2025, 0, 1)))).toBe(2025);
    expect(yearOf("soon")).toBeNull();
  });
});
