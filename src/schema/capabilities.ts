// GET /api/v1/capabilities (addendum). Always loose: the sandbox adds its own keys.
import * as z from "zod";
import { CORE_STATUSES, CORES } from "./enums.js";
import { en, perMode, type Mode, type Named, type Out } from "./mode.js";

const coreCapabilities = (m: Mode) =>
  z.looseObject({
    name: en(m, CORES, "Capabilities.cores[].name"),
    status: en(m, CORE_STATUSES, "Capabilities.cores[].status"),
    count: z.number(),
    includes: z.array(z.string()),
    filters: z.array(z.string()),
    changes: z.boolean(),
  });
/** One core as capabilities describe it: status, record count, include values, filters, feed. */
export type CoreCapabilities = { [K in keyof Out<typeof coreCapabilities>]: Out<typeof coreCapabilities>[K] };
const coreCapabilitiesSchema: Named<CoreCapabilities> = perMode(coreCapabilities);

const capabilitiesData = (m: Mode) =>
  z.looseObject({
    apiVersion: z.string(),
    cores: z.array(coreCapabilitiesSchema(m)),
    /** Present (true) only when served by the corebook sandbox. */
    sandbox: z.boolean().optional(),
    description: z.string().optional(),
  });
/** What `capabilities()` returns: the service's API version and its cores. */
export type CapabilitiesData = { [K in keyof Out<typeof capabilitiesData>]: Out<typeof capabilitiesData>[K] };
const capabilitiesDataSchema: Named<CapabilitiesData> = perMode(capabilitiesData);

const capabilities = (m: Mode) => z.looseObject({ data: capabilitiesDataSchema(m) });
/** The whole capabilities response. */
export type Capabilities = { [K in keyof Out<typeof capabilities>]: Out<typeof capabilities>[K] };
export const capabilitiesSchema: Named<Capabilities> = perMode(capabilities);
