import tailwindcss from '@tailwindcss/vite';
import react from '@vitejs/plugin-react';
import type { UserConfig } from 'vite';
import type { CompiledSite } from '../content/types.ts';
import { bootstrapScriptPlugin } from './bootstrap-script.ts';
import { contentPlugin } from './content-plugin.ts';

/** The one Vite configuration, shared by vite.config.ts (dev, tests) and the build script. */
export function viteConfig(options: { root: string; pagesDir?: string; publicDir?: string; site?: CompiledSite }): UserConfig {
  return {
    root: options.root,
    ...(options.publicDir && { publicDir: options.publicDir }),
    plugins: [react(), tailwindcss(), contentPlugin(options), bootstrapScriptPlugin()],
    server: { port: 5173 },
    build: { manifest: true, target: 'es2022' },
  };
}
