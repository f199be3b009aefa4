// RegulatoryCore authorizationsByAgency element: the same product in the other market.
import { z } from "zod";
import { AGENCIES, AUTHORIZATION_STATUSES } from "../enums.js";
import { en, obj, perMode, sid, strN } from "../mode.js";

export const authorizationByAgencySchema = perMode((m) =>
  obj(m, {
    serviceId: sid(m, "regulatorycore"),
    agency: en(m, AGENCIES, "RegulatoryCoreRecord.authorizationsByAgency[].agency"),
    name: strN(),
    authorizationStatus: en(m, AUTHORIZATION_STATUSES, "RegulatoryCoreRecord.authorizationsByAgency[].authorizationStatus").nullable(),
  }),
);
export type AuthorizationByAgency = z.infer<ReturnType<typeof authorizationByAgencySchema>>;
