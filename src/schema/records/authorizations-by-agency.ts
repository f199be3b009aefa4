// RegulatoryCore authorizationsByAgency element: the same product in the other market.
import { AGENCIES, AUTHORIZATION_STATUSES } from "../enums.js";
import { en, obj, perMode, sid, strN, type Mode, type Named, type Out } from "../mode.js";

const authorizationByAgency = (m: Mode) =>
  obj(m, {
    serviceId: sid(m, "regulatorycore"),
    agency: en(m, AGENCIES, "RegulatoryCoreRecord.authorizationsByAgency[].agency"),
    name: strN(),
    authorizationStatus: en(m, AUTHORIZATION_STATUSES, "RegulatoryCoreRecord.authorizationsByAgency[].authorizationStatus").nullable(),
  });
/**
 * The same product's authorization at the other agency (`authorizationsByAgency[]` of a RegulatoryCore record): its `SVRC_` id,
 * agency, name and status.
 */
export type AuthorizationByAgency = { [K in keyof Out<typeof authorizationByAgency>]: Out<typeof authorizationByAgency>[K] };
export const authorizationByAgencySchema: Named<AuthorizationByAgency> = perMode(authorizationByAgency);
