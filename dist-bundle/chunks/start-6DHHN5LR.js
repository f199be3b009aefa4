import {
  startSandbox
} from "./chunk-FG7XBMSW.js";
import "./chunk-NRAGCCIA.js";
import "./chunk-EISH2INW.js";
import "./chunk-VJREQHXH.js";
import "./chunk-CTKS2RRK.js";
import "./chunk-VNTWYCCD.js";
export {
  startSandbox
};
