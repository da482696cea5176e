import path from "node:path";
import { vitePlugin as remix } from "@remix-run/dev";
import { defineConfig } from "vite";
import { remixConfig } from "./remix.config";
import { importAliases } from "./scripts/aliases";
import { contentCheck } from "./scripts/content-check/vite-plugin";
import { contentMdx } from "./scripts/mdx/content-mdx-plugin";
import { siteConfigCheck } from "./scripts/mdx/site-config-check";
import { clientChunks } from "./scripts/client-chunks";

declare module "@remix-run/node" {
  interface Future {
    v3_singleFetch: true;
  }
}

export default defineConfig(({ isSsrBuild }) => ({
  resolve: {
    alias: importAliases,
  },
  server: { port: 3000 },
  build: isSsrBuild
    ? {}
    : {
        rollupOptions: { output: { manualChunks: clientChunks(path.resolve(import.meta.dirname, "app")) } },
        // Terser, not esbuild: the shell every page loads is about 5 % smaller gzipped (ADR 027),
        // which is what keeps the lead-form pages within their JavaScript budget.
        minify: "terser" as const,
        terserOptions: { module: true, ecma: 2020 as const, compress: { passes: 2 }, format: { comments: false } },
      },
  define: { __BUILD_DATE__: JSON.stringify(new Date().toISOString()) },
  plugins: [
    siteConfigCheck(),
    contentCheck(),
    // MDX must turn .mdx into JavaScript before Remix looks at route modules.
    contentMdx(),
    remix(remixConfig),
  ],
}));
