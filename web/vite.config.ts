import { defineConfig, loadEnv } from 'vite';
import react from '@vitejs/plugin-react';
import { VitePWA } from 'vite-plugin-pwa';

export default defineConfig(({ mode }) => {
  const env = loadEnv(mode, process.cwd(), '');
  const apiTarget = env.VITE_API_TARGET || 'http://127.0.0.1:10001';
  const title = env.VITE_APP_TITLE || 'Shop Console';

  return {
    // Relative base: the Go binary serves the console from / and may sit behind a path prefix.
    base: './',
    plugins: [
      react(),
      // PWA on. The service worker precaches the console's own files only: the API
      // is never cached and never answered by the navigation fallback. src/app/pwa.ts registers
      // it (production builds) and shows the spec's update messages.
      VitePWA({
        injectRegister: false,
        registerType: 'prompt',
        manifest: {
          name: title,
          short_name: title,
          lang: 'zh-CN',
          start_url: './',
          display: 'standalone',
          theme_color: '#f34d37',
          background_color: '#f6f8f9',
          icons: [],
        },
        workbox: {
          globPatterns: ['**/*.{js,css,html,woff2}'],
          navigateFallback: 'index.html',
          navigateFallbackDenylist: [/^\/api\//, /^\/healthz/, /^\/readyz/],
          runtimeCaching: [],
          cleanupOutdatedCaches: true,
          clientsClaim: true,
          skipWaiting: false,
          maximumFileSizeToCacheInBytes: 3 * 1024 * 1024,
        },
      }),
    ],
    // dev:msw serves MSW's service worker from public-msw/ (written by `msw init` when it starts).
    publicDir: mode === 'msw' ? 'public-msw' : 'public',
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
