/*
 * The server's Content-Security-Policy allows no eval: zod would probe for it (new Function) to
 * compile its object parsers, and the browser reports the refused probe as a violation. So zod
 * runs `jitless`. zod is not part of the app's first load (the pages that parse load it), so
 * the setting goes where every copy of zod 4 reads its configuration from, whenever it loads:
 * `globalThis.__zod_globalConfig` (zod/v4/core/core.js), the object `config()` writes to.
 */
const zodHost = globalThis as { __zod_globalConfig?: Record<string, unknown> };
Object.assign((zodHost.__zod_globalConfig ??= {}), { jitless: true });
