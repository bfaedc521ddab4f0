import { defineConfig, loadEnv } from 'vite';
import react from '@vitejs/plugin-react';

export default defineConfig(({ mode }) => {
  const env = loadEnv(mode, process.cwd(), '');
  const apiTarget = env.VITE_API_TARGET || 'http://127.0.0.1:10001';

  return {
    // Relative base: the Go binary serves the console from / and may sit behind a path prefix.
    base: './',
    plugins: [react()],
    server: {
      port: 10000,
      proxy: {
        '/api': { target: apiTarget, changeOrigin: true },
      },
    },
    build: {
      outDir: 'dist/console',
      // dist/.gitkeep must survive: the Go binary embeds web/dist, so only the console folder is wiped.
      emptyOutDir: true,
      assetsDir: 'static',
      // scripts/bundle-size.mjs reads the manifest to find what the login route loads.
      manifest: true,
    },
  };
});
