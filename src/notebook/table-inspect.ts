// A table left as a cell's last expression is printed by tslab through util.inspect, which shows
// Arquero's internal fields. Giving ColumnTable an inspect method makes that print the same short
// text table `show` sends as text/plain. Tables from any copy of arquero that shares this
// prototype get it; a method arquero defines itself is left alone.
// tslab prints a cell's last expression with console.log, which honours util.inspect.custom.
import { ColumnTable } from "arquero";
import { inspect } from "node:util";
import { tableText } from "./table-html.js";

export function useReadableTables(): void {
  const proto: object = ColumnTable.prototype;
  if (Object.hasOwn(proto, inspect.custom)) return;
  Object.defineProperty(proto, inspect.custom, {
    configurable: true,
    writable: true,
    value(this: ColumnTable): string {
      return tableText(this);
    },
  });
}
