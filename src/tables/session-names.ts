// A misspelt core on the session (`sv.trialCore`, `sv.trials`) would be undefined, and the next
// call fails far from the slip ("Cannot read properties of undefined (reading 'search')"). The
// session is wrapped so a name that looks like a core (a core in another case, one or two letters
// off, a plural, without "core") throws an error naming the six cores. Every other unknown name
// still reads undefined, as on any object: `await sv` probes `then`, util.inspect, tslab's display
// and test libraries probe names of their own, and Symbol properties are left alone.
import { CORES, type CoreName } from "../schema/index.js";
import { closestName } from "../schema/closest-name.js";
import { MisuseError } from "../errors/index.js";
import * as msg from "./messages.js";

/** The core a property name was probably meant as, or null. */
export function coreMeant(name: string): CoreName | null {
  const lower = name.toLowerCase().replace(/[-_ ]/g, "");
  const stem = lower.replace(/core$/, "").replace(/s$/, "");
  const byStem = CORES.find((core) => core.replace(/core$/, "") === stem);
  if (byStem) return byStem;
  const near = closestName(lower, CORES);
  return near as CoreName | null;
}

export function withCoreNamesChecked<T extends object>(session: T): T {
  return new Proxy(session, {
    get(target, property, receiver) {
      if (typeof property !== "string" || property in target) return Reflect.get(target, property, receiver);
      const meant = coreMeant(property);
      if (meant === null) return undefined;
      throw new MisuseError(msg.notACore(property, CORES, meant), { parameter: "core", value: property, allowed: [...CORES] });
    },
  });
}
