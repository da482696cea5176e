import type { VitePluginConfig } from "@remix-run/dev";

/**
 * Remix options. Kept apart from vite.config.ts so that the framework
 * settings (future flags, server format) read as one block; routes are
 * declared in app/routes.ts (v3_routeConfig).
 */
export const remixConfig = {
  appDirectory: "app",
  buildDirectory: "build",
  serverModuleFormat: "esm",
  ignoredRouteFiles: ["**/*.test.*", "**/.*"],
  future: {
    v3_fetcherPersist: true,
    v3_relativeSplatPath: true,
    v3_throwAbortReason: true,
    v3_singleFetch: true,
    v3_lazyRouteDiscovery: true,
    v3_routeConfig: true,
  },
} satisfies VitePluginConfig;
