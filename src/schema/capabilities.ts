// GET /api/v1/capabilities (addendum). Always loose: the sandbox adds its own keys.
import { z } from "zod";
import { CORE_STATUSES, CORES } from "./enums.js";
import { en, perMode, type Mode } from "./mode.js";

function build(m: Mode) {
  const core = z.looseObject({
    name: en(m, CORES, "Capabilities.cores[].name"),
    status: en(m, CORE_STATUSES, "Capabilities.cores[].status"),
    count: z.number(),
    includes: z.array(z.string()),
    filters: z.array(z.string()),
    changes: z.boolean(),
  });
  return z.looseObject({
    data: z.looseObject({
      apiVersion: z.string(),
      cores: z.array(core),
      /** Present (true) only when served by the corebook sandbox. */
      sandbox: z.boolean().optional(),
      description: z.string().optional(),
    }),
  });
}

export const capabilitiesSchema = perMode(build);
export type Capabilities = z.infer<ReturnType<typeof capabilitiesSchema>>;
export type CoreCapabilities = Capabilities["data"]["cores"][number];
