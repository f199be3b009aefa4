var __defProp = Object.defineProperty;
var __export = (target, all) => {
  for (var name in all)
    __defProp(target, name, { get: all[name], enumerable: true });
};

// src/days/day-dates.ts
var DAY_MS = 864e5;
var DAY = /^(\d{4})-(\d{2})-(\d{2})$/;
var DAY_PREFIX = /^(\d{4})-(\d{2})-(\d{2})/;
function utcMidnight(match) {
  const [year, month, day] = [Number(match[1]), Number(match[2]), Number(match[3])];
  const date = new Date(Date.UTC(year, month - 1, day));
  return date.getUTCFullYear() === year && date.getUTCMonth() === month - 1 && date.getUTCDate() === day ? date : null;
}
function isDay(value) {
  if (typeof value !== "string") return false;
  const match = DAY.exec(value);
  return match !== null && utcMidnight(match) !== null;
}
function isDayDate(value) {
  const ms = value.getTime();
  return Number.isFinite(ms) && ms % DAY_MS === 0;
}
function dayOfDate(date) {
  return Number.isNaN(date.getTime()) ? null : date.toISOString().slice(0, 10);
}
function dateOfDay(value) {
  if (value instanceof Date) return Number.isNaN(value.getTime()) ? null : value;
  if (typeof value !== "string") return null;
  const match = DAY_PREFIX.exec(value);
  return match ? utcMidnight(match) : null;
}
function dayNumberOf(day) {
  const match = DAY.exec(day);
  const date = match ? utcMidnight(match) : null;
  if (!date) throw new Error(`dayNumberOf: "${day}" is not a real day written YYYY-MM-DD`);
  return date.getTime() / DAY_MS;
}
var dayOfNumberCache = /* @__PURE__ */ new Map();
function dayOfNumber(dayNumber) {
  let day = dayOfNumberCache.get(dayNumber);
  if (day === void 0) {
    day = new Date(dayNumber * DAY_MS).toISOString().slice(0, 10);
    if (dayOfNumberCache.size < 1e5) dayOfNumberCache.set(dayNumber, day);
  }
  return day;
}
function addDays(day, days) {
  return dayOfNumber(dayNumberOf(day) + days);
}
function daysBetween(from, to) {
  const a = dateOfDay(from);
  const b = dateOfDay(to);
  return a && b ? Math.round((b.getTime() - a.getTime()) / DAY_MS) : null;
}
function yearOf(value) {
  return dateOfDay(value)?.getUTCFullYear() ?? null;
}
function onOrAfterWeekday(dayNumber, weekday) {
  return dayNumber + ((weekday - (dayNumber + 4) % 7) % 7 + 7) % 7;
}
function yearOfDayNumber(dayNumber) {
  return new Date(dayNumber * DAY_MS).getUTCFullYear();
}

export {
  __export,
  isDay,
  isDayDate,
  dayOfDate,
  dateOfDay,
  dayNumberOf,
  dayOfNumber,
  addDays,
  daysBetween,
  yearOf,
  onOrAfterWeekday,
  yearOfDayNumber
};
