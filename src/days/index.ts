// Ground floor: every day function of corebook (see day-dates.ts for the words), depending on nothing
// but the error family.
export {
  DAY_MS,
  isDay,
  isDayDate,
  dayOfDate,
  dateOfDay,
  dayTimeOf,
  dayNumberOf,
  dayOfNumber,
  addDays,
  daySpan,
  daysBetween,
  yearOf,
  yearsBetween,
  ageAt,
  onOrAfterWeekday,
  yearOfDayNumber,
  firstDayNumberOfYear,
} from "./day-dates.js";
export { toWireDay } from "./wire-day.js";
