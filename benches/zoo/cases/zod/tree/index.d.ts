import * as z from "./v4/classic/external.js";
export * from "./v4/classic/external.js";
export { z, z as default };
